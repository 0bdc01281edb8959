// The visit an appointment belongs to, as a calendar edit sees it (issue #19): its live group,
// or the appointment alone. Moving it, replanning it and the wizard's availability in edit mode
// all mean this same set of rows.
import { FINAL_STATUSES } from '@agendina/scheduling';
import { asc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments, receiptAppointments, receipts } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { found } from '../domain/errors.ts';
import { APPOINTMENT_NOT_FOUND } from '../domain/messages.ts';
import { appointmentRows } from './appointment-row.ts';

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * A row's visit in SQL, to group rows by visit: `g:` and its group, or `a:` and the appointment
 * alone (the key a reminder is stored under).
 */
export const visitKey = sql<string>`case when ${appointments.groupId} is null then 'a:' || ${appointments.id} else 'g:' || ${appointments.groupId} end`;

/**
 * The rows of `row`'s visit, by serviceOrder: the members of its group that are not completed
 * or cancelled (those are history: they neither move nor follow their group), or `row` alone.
 */
export async function visitRows(
  db: Database,
  salonId: number,
  row: AppointmentRow,
): Promise<AppointmentRow[]> {
  if (!row.groupId) return [row];
  return appointmentRows(
    db,
    salonId,
    eq(appointments.groupId, row.groupId),
    notInArray(appointments.status, [...FINAL_STATUSES]),
  ).orderBy(asc(appointments.serviceOrder), asc(appointments.startAt), asc(appointments.id));
}

/** The ids of the visit of appointment `appointmentId` (404 when it is not the salon's). */
export async function visitMemberIds(
  db: Database,
  salonId: number,
  appointmentId: number,
): Promise<number[]> {
  const [row] = await appointmentRows(db, salonId, eq(appointments.id, appointmentId));
  return (await visitRows(db, salonId, found(row, ...APPOINTMENT_NOT_FOUND))).map((r) => r.id);
}

/**
 * Whether a receipt that still stands (not voided) settled `row` or any member of its group,
 * completed ones included: money taken for a visit is not rewritten by a replan (a voided
 * receipt sends its appointments back to the desk, and they may change again).
 */
export async function visitSettled(
  db: Database,
  salonId: number,
  row: AppointmentRow,
): Promise<boolean> {
  const [hit] = await db
    .select({ id: receiptAppointments.appointmentId })
    .from(receiptAppointments)
    .innerJoin(
      receipts,
      salonFilter(
        receipts,
        salonId,
        eq(receipts.id, receiptAppointments.receiptId),
        ne(receipts.status, 'ANNULLATO'),
      ),
    )
    .innerJoin(
      appointments,
      salonFilter(
        appointments,
        salonId,
        eq(appointments.id, receiptAppointments.appointmentId),
        row.groupId
          ? or(eq(appointments.id, row.id), eq(appointments.groupId, row.groupId))
          : eq(appointments.id, row.id),
      ),
    )
    .where(salonFilter(receiptAppointments, salonId))
    .limit(1);
  return hit !== undefined;
}
