import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import { appointments, clientServiceDurations, clients } from '../db/schema/index.ts';
import { loadOperators, loadSalon, loadServices, salonHours } from './catalog-data.ts';
import type { SalonRow } from './catalog-data.ts';
import { loadBusy } from './operator-day.ts';
import type { BusyInterval } from './operator-day.ts';
import type { PlanWorld } from './plan.ts';
import { dbTime, localIso } from './time.ts';

export interface World extends PlanWorld {
  salon: SalonRow;
}

export interface WorldOptions {
  clientId?: number | undefined;
  /** First day of the bookings to load. */
  from: Temporal.PlainDate;
  /** Day after the last one. */
  to: Temporal.PlainDate;
  excludeAppointmentIds?: readonly number[];
}

async function clientBusy(
  db: Database,
  salonId: number,
  clientId: number,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  exclude: readonly number[],
): Promise<BusyInterval[]> {
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
        eq(appointments.clientId, clientId),
        ne(appointments.status, 'CANCELLED'),
        lt(appointments.startAt, dbTime(`${to.toString()}T00:00`)),
        gte(appointments.endAt, dbTime(`${from.toString()}T00:00`)),
      ),
    );
  return rows
    .filter((r) => !exclude.includes(r.appointmentId))
    .map((r) => ({ ...r, startAt: localIso(r.startAt), endAt: localIso(r.endAt) }));
}

/** The salon, its catalog, the operators with their bookings and the client's bookings and durations. */
export async function loadWorld(
  db: Database,
  salonId: number,
  options: WorldOptions,
): Promise<World> {
  const exclude = options.excludeAppointmentIds ?? [];
  const [salon, services, operators, customDurations] = await Promise.all([
    loadSalon(db, salonId),
    loadServices(db, salonId),
    loadOperators(db, salonId),
    options.clientId === undefined
      ? Promise.resolve([])
      : db
          .select({
            serviceId: clientServiceDurations.serviceId,
            customDurationMinutes: clientServiceDurations.customDurationMinutes,
          })
          .from(clientServiceDurations)
          .where(
            and(
              eq(clientServiceDurations.salonId, salonId),
              eq(clientServiceDurations.clientId, options.clientId),
            ),
          ),
  ]);
  const [busy, mine] = await Promise.all([
    loadBusy(
      db,
      salonId,
      operators.map((o) => o.row.id),
      options.from,
      options.to,
      exclude,
    ),
    options.clientId === undefined
      ? Promise.resolve([])
      : clientBusy(db, salonId, options.clientId, options.from, options.to, exclude),
  ]);
  return {
    salon,
    services,
    operators,
    salonHours: salonHours(salon),
    customDurations,
    busy,
    clientBusy: mine,
  };
}
