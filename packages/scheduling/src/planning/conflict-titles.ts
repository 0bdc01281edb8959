// The conflict kinds and their Italian titles, on their own: the api's error catalogue titles a
// booking-rule 422 with them, and importing the analysis (conflicts.ts) would bring Temporal into
// the app's entry (the /login budget).

export type ConflictType =
  | 'OPERATOR_BUSY'
  | 'OPERATOR_OVERLAP'
  | 'CLIENT_BUSY'
  | 'OUTSIDE_WORKING_HOURS'
  | 'OUTSIDE_OPENING_HOURS'
  | 'TIME_OFF';

/** Italian titles of the conflicts as validation items and as the title of a refusal. */
export const CONFLICT_TITLES: Readonly<Record<ConflictType, string>> = {
  OPERATOR_BUSY: 'Operatore non disponibile',
  OPERATOR_OVERLAP: 'Conflitto operatore',
  CLIENT_BUSY: 'Cliente già impegnato',
  OUTSIDE_WORKING_HOURS: "Fuori dall'orario di lavoro",
  OUTSIDE_OPENING_HOURS: 'Salone chiuso',
  TIME_OFF: 'Operatore in ferie',
};
