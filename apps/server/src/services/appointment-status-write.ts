// The one write of an appointment's status: a visit settled or voided at the desk, a group's
// change, a single appointment's. The rules of which change is allowed stay in status.ts.
import type { AppointmentStatus } from '@agendina/scheduling';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import type { Tx } from '../db/transaction.ts';

/** Gives the salon's appointments `ids` the status `status` (no ids: nothing is written). */
export async function writeAppointmentStatus(
  db: Database | Tx,
  salonId: number,
  ids: readonly number[],
  status: AppointmentStatus,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(appointments)
    .set({ status })
    .where(salonFilter(appointments, salonId, inArray(appointments.id, [...ids])));
}
