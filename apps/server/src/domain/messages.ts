import { OPERATOR_BUSY_MESSAGE, UNAVAILABLE_REASONS } from '@agendina/scheduling';

// The texts of the API's answers that are not validation messages (those are in
// contract/messages.ts), in one place. English only where SPEC.md §8 makes the web client match
// the server's text word for word; a rule's outcome comes from @agendina/scheduling.

/** 404 of an unknown service: SPEC.md §8 maps 'Service not found' to 'Servizio non trovato'. */
export const SERVICE_NOT_FOUND = ['Service not found', 'SERVICE_NOT_FOUND'] as const;

/** 404 of an unknown operator. */
export const OPERATOR_NOT_FOUND = ['Operatore non trovato', 'HAIRDRESSER_NOT_FOUND'] as const;

/** 404 of an appointment that is not the salon's. */
export const APPOINTMENT_NOT_FOUND = ['Appuntamento non trovato', 'APPOINTMENT_NOT_FOUND'] as const;

/** 409 of a taken slot and the busy outcome of a check: SPEC.md §8 'Operatore non disponibile'. */
export { OPERATOR_BUSY_MESSAGE };

/** POST /appointments/availability: `message` of the other two outcomes. */
export const AVAILABILITY_MESSAGES = {
  available: 'Operatore disponibile',
  outsideWorkingHours: "Fuori dall'orario di lavoro dell'operatore",
} as const;

/** GET /availability/service/{id}/operators: `reason` (shared with the wizard's marks). */
export { UNAVAILABLE_REASONS };
