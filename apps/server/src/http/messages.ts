import { CONFLICT_TITLES, OPERATOR_BUSY_MESSAGE } from '@agendina/scheduling';

// The texts of the API's answers that are not validation messages (those are in
// contract/messages.ts), in one place. English only where SPEC.md §8 makes the web client match
// the server's text word for word; a rule's outcome comes from @agendina/scheduling.

/** 404 of an unknown service: SPEC.md §8 maps 'Service not found' to 'Servizio non trovato'. */
export const SERVICE_NOT_FOUND = ['Service not found', 'SERVICE_NOT_FOUND'] as const;

/** 404 of an unknown operator. */
export const OPERATOR_NOT_FOUND = ['Operatore non trovato', 'HAIRDRESSER_NOT_FOUND'] as const;

/** 409 of a taken slot and the busy outcome of a check: SPEC.md §8 'Operatore non disponibile'. */
export { OPERATOR_BUSY_MESSAGE };

/** POST /appointments/availability: `message` of the other two outcomes. */
export const AVAILABILITY_MESSAGES = {
  available: 'Operatore disponibile',
  outsideWorkingHours: "Fuori dall'orario di lavoro dell'operatore",
} as const;

/** GET /availability/service/{id}/operators: `reason` of an operator who cannot take the time. */
export const UNAVAILABLE_REASONS = {
  timeOff: 'In ferie o non in servizio',
  busy: 'Occupato',
  outsideWorkingHours: CONFLICT_TITLES.OUTSIDE_WORKING_HOURS,
} as const;
