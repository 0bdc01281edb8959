import { and, gte, inArray, lt, ne, eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Booking } from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import { appointments, clients } from '../db/schema/index.ts';
import { dbTime, localIso } from './time.ts';

/** A live booking of an operator (the availability rules of @agendina/scheduling read these). */
export type BusyInterval = Booking;

/** Live appointments (not cancelled) of the operators that touch [from, to). */
export async function loadBusy(
  db: Database,
  salonId: number,
  hairdresserIds: readonly number[],
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  excludeIds: readonly number[] = [],
): Promise<BusyInterval[]> {
  if (hairdresserIds.length === 0) return [];
  const rows = await db
    .select({
      appointmentId: appointments.id,
      hairdresserId: appointments.hairdresserId,
      clientId: appointments.clientId,
      clientName: clients.name,
      service: appointments.serviceName,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(
      and(
        eq(appointments.salonId, salonId),
        inArray(appointments.hairdresserId, [...hairdresserIds]),
        ne(appointments.status, 'CANCELLED'),
        lt(appointments.startAt, dbTime(`${to.toString()}T00:00`)),
        gte(appointments.endAt, dbTime(`${from.toString()}T00:00`)),
      ),
    );
  return rows
    .filter((r) => !excludeIds.includes(r.appointmentId))
    .map((r) => ({ ...r, startAt: localIso(r.startAt), endAt: localIso(r.endAt) }));
}
