// Letting a held time go (issue #35, decision 0062): the HELD rows of an unpaid deposit are
// deleted (nothing was booked), so the time is offered again at once.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';

/** The rows of a deposit's visit: its group, or its first appointment alone. */
export function visitRowsOf(visit: { appointmentId: number | null; groupId: string | null }) {
  if (visit.groupId !== null) return eq(appointments.groupId, visit.groupId);
  return visit.appointmentId === null ? sql`false` : eq(appointments.id, visit.appointmentId);
}

/** The visit key reminders and the waitlist name it by (`g:<group>` or `a:<id>`); null when gone. */
export function visitKeyOf(visit: { appointmentId: number | null; groupId: string | null }) {
  if (visit.groupId !== null) return `g:${visit.groupId}`;
  return visit.appointmentId === null ? null : `a:${visit.appointmentId}`;
}

/** Deletes the visit's HELD rows (never a row paid and booked meanwhile); how many went. */
export async function releaseHeld(
  db: Database | Tx,
  salonId: number,
  visit: { appointmentId: number | null; groupId: string | null },
): Promise<number> {
  const gone = await db
    .delete(appointments)
    .where(salonFilter(appointments, salonId, visitRowsOf(visit), eq(appointments.status, 'HELD')))
    .returning({ id: appointments.id });
  return gone.length;
}
