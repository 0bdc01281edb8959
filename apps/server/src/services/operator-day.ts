import { gte, inArray, lt, ne, eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import { parseActivePeriods } from '@agendina/scheduling';
import type { Booking } from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import { appointments, clients } from '../db/schema/index.ts';
import { dbTime, localIso } from './time.ts';
import { salonFilter } from '../db/tenant.ts';

/** A live booking of an operator (the availability rules of @agendina/scheduling read these). */
export type BusyInterval = Booking;

/** Whose bookings: the operators' (the calendars they fill) or the client's (where they are). */
export type BusyOf = { hairdresserIds: readonly number[] } | { clientId: number };

/** Live appointments (not cancelled) of the operators, or of the client, that touch [from, to). */
export async function loadBusy(
  db: Database,
  salonId: number,
  of: BusyOf,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  excludeIds: readonly number[] = [],
): Promise<BusyInterval[]> {
  if ('hairdresserIds' in of && of.hairdresserIds.length === 0) return [];
  const rows = await db
    .select({
      appointmentId: appointments.id,
      hairdresserId: appointments.hairdresserId,
      clientId: appointments.clientId,
      clientName: clients.name,
      service: appointments.serviceName,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      activePeriods: appointments.activePeriods,
    })
    .from(appointments)
    .innerJoin(clients, salonFilter(clients, salonId, eq(clients.id, appointments.clientId)))
    .where(
      salonFilter(
        appointments,
        salonId,
        'clientId' in of
          ? eq(appointments.clientId, of.clientId)
          : inArray(appointments.hairdresserId, [...of.hairdresserIds]),
        ne(appointments.status, 'CANCELLED'),
        lt(appointments.startAt, dbTime(`${to.toString()}T00:00`)),
        gte(appointments.endAt, dbTime(`${from.toString()}T00:00`)),
      ),
    );
  return rows
    .filter((r) => !excludeIds.includes(r.appointmentId))
    .map((r) => ({
      ...r,
      startAt: localIso(r.startAt),
      endAt: localIso(r.endAt),
      // Read as the database's trigger reads them: the operator is free in the waits.
      activePeriods: parseActivePeriods(r.activePeriods),
    }));
}
