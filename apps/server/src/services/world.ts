import { eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import { clientServiceDurations } from '../db/schema/index.ts';
import { loadOperators, loadSalon, loadServices, salonHours } from './catalog-data.ts';
import type { SalonRow } from './catalog-data.ts';
import { loadBusy } from './operator-day.ts';
import type { PlanWorld } from './plan.ts';
import { salonFilter } from '../db/tenant.ts';

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
  /**
   * Whose bookings to load: a booking checks only the operators it places (about 860 rows of a
   * busy week's three days fewer to read for the others, decision 0073); all the salon's when
   * not given.
   */
  busyOperatorIds?: readonly number[] | undefined;
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
            salonFilter(
              clientServiceDurations,
              salonId,
              eq(clientServiceDurations.clientId, options.clientId),
            ),
          ),
  ]);
  const [busy, mine] = await Promise.all([
    loadBusy(
      db,
      salonId,
      { hairdresserIds: options.busyOperatorIds ?? operators.map((o) => o.row.id) },
      options.from,
      options.to,
      exclude,
    ),
    options.clientId === undefined
      ? Promise.resolve([])
      : loadBusy(db, salonId, { clientId: options.clientId }, options.from, options.to, exclude),
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
