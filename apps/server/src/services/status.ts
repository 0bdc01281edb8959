import { canChangeStatus } from '@agendina/scheduling';
import type { AppointmentStatus } from '@agendina/scheduling';
import { HttpError, conflict } from '../http/errors.ts';

const FINAL: readonly AppointmentStatus[] = ['COMPLETED', 'CANCELLED'];

/**
 * Whether an appointment may go from one status to another (SPEC.md §4, decision record 0003):
 * BOOKED ↔ IN_PROGRESS follow the calendar actions of @agendina/scheduling (IN_PROGRESS only with
 * digital cash: 422); COMPLETED and CANCELLED are final (409); completing or cancelling a live
 * appointment is always allowed (cash desk, cancellations).
 */
// TODO(scheduling): move — the final-state and cancel/complete part of the transition table.
export function assertTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  digitalCashEnabled: boolean,
): void {
  if (from === to) return;
  if (FINAL.includes(from))
    throw conflict(
      'Lo stato di un appuntamento completato o cancellato non può cambiare',
      'STATUS_FINAL',
    );
  if (FINAL.includes(to)) return;
  if (canChangeStatus(from, to, { digitalCashEnabled })) return;
  if (from === 'BOOKED' && to === 'IN_PROGRESS') {
    throw new HttpError(
      422,
      'Il salone non ha la cassa digitale: impossibile mettere in lavorazione',
      { code: 'DIGITAL_CASH_DISABLED' },
    );
  }
  throw conflict('Cambio di stato non consentito', 'STATUS_TRANSITION_INVALID');
}
