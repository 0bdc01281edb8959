import { OUTCOME_MESSAGES } from '@agendina/scheduling';
import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Tx } from '../db/transaction.ts';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { conflict, found } from '../domain/errors.ts';
import { APPOINTMENT_NOT_FOUND } from '../domain/messages.ts';

/**
 * A visit held while its client pays the deposit online (issue #35) is not a booking yet: the
 * staff cannot move, edit or change it until it is paid or let go (within 10 minutes).
 */
export const heldVisit = () => conflict(OUTCOME_MESSAGES.CANCEL_HELD, 'APPOINTMENT_HELD');

/** The salon's whole appointment rows that meet the conditions, a query to order or lock further. */
export const appointmentRows = (
  db: Database | Tx,
  salonId: number,
  ...conditions: (SQL | undefined)[]
) =>
  db
    .select()
    .from(appointments)
    .where(salonFilter(appointments, salonId, ...conditions));

/**
 * One appointment row of the salon, for the staff to change; not found when it is not the
 * salon's, 409 APPOINTMENT_HELD while its deposit is being paid (`held: 'allow'` lets a
 * deletion through: a mistake can always go).
 */
export async function loadRow(
  ctx: { db: Database; salonId: number },
  id: number,
  held: 'refuse' | 'allow' = 'refuse',
) {
  const [row] = await appointmentRows(ctx.db, ctx.salonId, eq(appointments.id, id));
  const one = found(row, ...APPOINTMENT_NOT_FOUND);
  if (held === 'refuse' && one.status === 'HELD') throw heldVisit();
  return one;
}
