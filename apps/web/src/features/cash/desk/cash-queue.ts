import type { components } from '@agendina/contract';
import type { CashDraftSubject } from '@agendina/api';

export type CashQueueVisit = components['schemas']['CashQueueVisit'];

/** The operators of a visit, each once, in the order of their services. */
export const operatorsOf = (visit: CashQueueVisit): string =>
  [...new Set(visit.services.map((s) => s.hairdresserName))].join(', ');

/**
 * The draft to load for `?appuntamento=`: the whole group when the queue shows the appointment
 * in one ('Manda in Pagamento' on any service of a group pays the visit), else the appointment.
 */
export function draftSubjectFor(
  visits: readonly CashQueueVisit[],
  appointmentId: number,
): CashDraftSubject {
  const visit = visits.find((v) => v.appointmentIds.includes(appointmentId));
  return visit?.appointmentGroupId
    ? { appointmentGroupId: visit.appointmentGroupId }
    : { appointmentId };
}
