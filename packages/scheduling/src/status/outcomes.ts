import { Temporal } from 'temporal-polyfill';
import { CANCELLATION_REASONS } from '@agendina/contract';
import type { CancellationReason } from '@agendina/contract';
import type { AppointmentStatus, DisplayStatus } from './status.ts';

/**
 * How a visit ends without being served (issue #19, decision 0038): cancelled with a reason,
 * or marked as a no-show. The server refuses with these messages and the web offers the
 * actions from the same functions.
 */
export { CANCELLATION_REASONS };
export type { CancellationReason };

/** The Italian labels of the cancellation reasons. */
export const CANCELLATION_REASON_LABELS_IT: Readonly<Record<CancellationReason, string>> = {
  CLIENT_REQUEST: 'Richiesta del cliente',
  SALON: 'Imprevisto del salone',
  OTHER: 'Altro',
};

/** The longest note a cancellation keeps (the contract's maxLength). */
export const CANCELLATION_NOTE_MAX = 500;

export const OUTCOME_MESSAGES = {
  CANCEL_IN_PROGRESS: "L'appuntamento è in lavorazione: rimettilo in attesa prima di cancellarlo",
  CANCEL_ALREADY: "L'appuntamento è già cancellato",
  CANCEL_COMPLETED: 'Un appuntamento completato non si può cancellare',
  CANCEL_NO_SHOW: 'Un appuntamento segnato come non presentato non si può cancellare',
  NO_SHOW_NOT_BOOKED: 'Si può segnare come non presentato solo un appuntamento prenotato',
  NO_SHOW_TOO_EARLY:
    "L'appuntamento non è ancora iniziato: potrai segnarlo come non presentato dall'orario di inizio",
  NO_SHOW_UNDO_NOT_NO_SHOW: "L'appuntamento non è segnato come non presentato",
  CANCEL_REQUESTED: 'È una richiesta online da confermare: accettala o rifiutala',
  NOT_REQUESTED: 'Questa richiesta è già stata gestita.',
  CANCEL_HELD:
    'Il cliente sta pagando l’acconto: se non paga entro 10 minuti l’orario si libera da solo',
} as const;

export type OutcomeRefusal =
  | { readonly code: 'CANCEL_NOT_ALLOWED'; readonly message: string }
  | { readonly code: 'NO_SHOW_NOT_ALLOWED'; readonly message: string }
  | { readonly code: 'NO_SHOW_TOO_EARLY'; readonly message: string }
  | { readonly code: 'NO_SHOW_UNDO_NOT_ALLOWED'; readonly message: string }
  | { readonly code: 'APPOINTMENT_NOT_REQUESTED'; readonly message: string };

const waiting = (status: DisplayStatus) => status === 'BOOKED' || status === 'CONFIRMED';

const CANCEL_REFUSALS: Partial<Record<AppointmentStatus, string>> = {
  IN_PROGRESS: OUTCOME_MESSAGES.CANCEL_IN_PROGRESS,
  CANCELLED: OUTCOME_MESSAGES.CANCEL_ALREADY,
  COMPLETED: OUTCOME_MESSAGES.CANCEL_COMPLETED,
  NO_SHOW: OUTCOME_MESSAGES.CANCEL_NO_SHOW,
  REQUESTED: OUTCOME_MESSAGES.CANCEL_REQUESTED,
  HELD: OUTCOME_MESSAGES.CANCEL_HELD,
};

/**
 * Only a booked visit is cancelled: an in-progress one is being served (put it back in waiting
 * first, so cancelling work already started is a deliberate second step). Null when allowed.
 */
export function cancelRefusal(status: DisplayStatus): OutcomeRefusal | null {
  if (waiting(status)) return null;
  return {
    code: 'CANCEL_NOT_ALLOWED',
    message: CANCEL_REFUSALS[status] ?? OUTCOME_MESSAGES.CANCEL_ALREADY,
  };
}

/**
 * A no-show is a booked visit whose start has passed (`now` is the salon's wall clock): before
 * the start the client may still come. Null when allowed.
 */
export function noShowRefusal(
  visit: { readonly status: DisplayStatus; readonly start: Temporal.PlainDateTime },
  now: Temporal.PlainDateTime,
): OutcomeRefusal | null {
  if (!waiting(visit.status))
    return { code: 'NO_SHOW_NOT_ALLOWED', message: OUTCOME_MESSAGES.NO_SHOW_NOT_BOOKED };
  if (Temporal.PlainDateTime.compare(visit.start, now) > 0)
    return { code: 'NO_SHOW_TOO_EARLY', message: OUTCOME_MESSAGES.NO_SHOW_TOO_EARLY };
  return null;
}

/** "Annulla non presentato" puts a no-show back to BOOKED. Null when allowed. */
export function undoNoShowRefusal(status: DisplayStatus): OutcomeRefusal | null {
  return status === 'NO_SHOW'
    ? null
    : { code: 'NO_SHOW_UNDO_NOT_ALLOWED', message: OUTCOME_MESSAGES.NO_SHOW_UNDO_NOT_NO_SHOW };
}

/** The outcome actions the detail offers for a visit (empty when none applies). */
export type OutcomeActionId = 'CANCEL' | 'NO_SHOW' | 'UNDO_NO_SHOW';

export const OUTCOME_ACTION_LABELS_IT: Readonly<Record<OutcomeActionId, string>> = {
  CANCEL: 'Cancella appuntamento',
  NO_SHOW: 'Segna come non presentato',
  UNDO_NO_SHOW: 'Annulla non presentato',
};

/**
 * The actions shown: a booked visit can be cancelled, and once started marked as a no-show; a
 * no-show can be undone. The server re-checks each one.
 */
export function outcomeActions(
  visit: { readonly status: DisplayStatus; readonly start: Temporal.PlainDateTime },
  now: Temporal.PlainDateTime,
): OutcomeActionId[] {
  if (visit.status === 'NO_SHOW') return ['UNDO_NO_SHOW'];
  const actions: OutcomeActionId[] = [];
  if (cancelRefusal(visit.status) === null) actions.push('CANCEL');
  if (noShowRefusal(visit, now) === null) actions.push('NO_SHOW');
  return actions;
}

/** The members of a group an outcome changes: those in `from` (others keep their status). */
export const membersIn = <T extends { readonly status: DisplayStatus }>(
  group: readonly T[],
  from: readonly DisplayStatus[],
): T[] => group.filter((m) => from.includes(m.status));

/** What the status line shows for a cancelled visit: «Cancellato · Richiesta del cliente». */
export function cancellationText(reason: CancellationReason | null | undefined): string {
  return reason ? `Cancellato · ${CANCELLATION_REASON_LABELS_IT[reason]}` : 'Cancellato';
}

/**
 * The calendar's visits: cancelled ones only when "Mostra cancellati" is on (off by default:
 * they would hide the free slots they left).
 */
export const withCancelled = <T extends { readonly status: DisplayStatus }>(
  appointments: readonly T[],
  showCancelled: boolean,
): readonly T[] =>
  showCancelled ? appointments : appointments.filter((a) => a.status !== 'CANCELLED');

/**
 * An online request (REQUESTED, issue #34) is accepted or declined once, by the staff; a visit
 * already handled (or never a request) says so. Null when allowed.
 */
export function requestRefusal(status: DisplayStatus): OutcomeRefusal | null {
  return status === 'REQUESTED'
    ? null
    : { code: 'APPOINTMENT_NOT_REQUESTED', message: OUTCOME_MESSAGES.NOT_REQUESTED };
}
