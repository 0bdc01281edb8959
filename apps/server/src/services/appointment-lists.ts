// The lists of appointments outside the calendar: a client's history and the latest bookings.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { appointments } from '../db/schema/index.ts';
import type { Schemas } from '../domain/contract-types.ts';
import { findAppointments } from './appointments-read.ts';
import { loadClient } from './client-row.ts';

/** The client's appointments (of `status` when given), newest first, at most 500. */
export async function clientAppointments(
  db: Database,
  salonId: number,
  clientId: number,
  status: Schemas['AppointmentStatus'] | undefined,
): Promise<Schemas['Appointment'][]> {
  await loadClient(db, salonId, clientId);
  const where = and(
    eq(appointments.clientId, clientId),
    status ? eq(appointments.status, status) : undefined,
  );
  return findAppointments(db, salonId, where, 500, [
    desc(appointments.startAt),
    desc(appointments.id),
  ]);
}

/** The appointments booked in the last `hours`, oldest first, at most `limit` of the newest. */
export async function recentAppointments(
  db: Database,
  salonId: number,
  hours: number,
  limit: number,
): Promise<Schemas['Appointment'][]> {
  const since = new Date(Date.now() - hours * 3_600_000);
  const list = await findAppointments(db, salonId, gte(appointments.createdAt, since), limit, [
    desc(appointments.createdAt),
    desc(appointments.id),
  ]);
  return list.reverse();
}
