import { transitionRefusal } from '@agendina/scheduling';
import type { AppointmentStatus } from '@agendina/scheduling';
import { conflict, refused } from '../domain/errors.ts';

/**
 * A status write through the API: the transition table is @agendina/scheduling's
 * transitionRefusal; here its refusals become domain errors (refused without digital cash, a conflict else).
 */
export function assertTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  digitalCashEnabled: boolean,
): void {
  const refusal = transitionRefusal(from, to, { digitalCashEnabled });
  if (refusal === null) return;
  if (refusal.code === 'DIGITAL_CASH_DISABLED') throw refused(refusal.message, refusal.code);
  throw conflict(refusal.message, refusal.code);
}
