import { transitionRefusal } from '@agendina/scheduling';
import type { AppointmentStatus } from '@agendina/scheduling';
import { HttpError, conflict } from '../http/errors.ts';

/**
 * A status write through the API: the transition table is @agendina/scheduling's
 * transitionRefusal; here its refusals become HTTP errors (422 without digital cash, 409 else).
 */
export function assertTransition(
  from: AppointmentStatus,
  to: AppointmentStatus,
  digitalCashEnabled: boolean,
): void {
  const refusal = transitionRefusal(from, to, { digitalCashEnabled });
  if (refusal === null) return;
  if (refusal.code === 'DIGITAL_CASH_DISABLED')
    throw new HttpError(422, refusal.message, { code: refusal.code });
  throw conflict(refusal.message, refusal.code);
}
