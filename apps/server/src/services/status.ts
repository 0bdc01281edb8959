import { transitionRefusal } from '@agendina/scheduling';
import type { AppointmentStatus } from '@agendina/scheduling';
import { conflict, refused } from '../domain/errors.ts';
import { heldVisit } from './appointment-row.ts';

/**
 * A status write through the API: the transition table is @agendina/scheduling's
 * transitionRefusal; here its refusals become domain errors (refused without digital cash, a conflict else).
 */
export function assertTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  digitalCashEnabled: boolean,
): void {
  // A held visit (issue #35) becomes a booking only by its payment, and goes only by its release.
  if (from === 'HELD' && to !== 'HELD') throw heldVisit();
  const refusal = transitionRefusal(from, to, { digitalCashEnabled });
  if (refusal === null) return;
  if (refusal.code === 'DIGITAL_CASH_DISABLED') throw refused(refusal.message, refusal.code);
  throw conflict(refusal.message, refusal.code);
}
