// The visits panels of issue #36 (cancellations, sources), summed by the database: a visit is one
// booking, the appointments of a multi-service visit (one group) counted once.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  BOOKED_STATUSES,
  cancellationCutoffHours,
  DEFAULT_TIME_ZONE,
  statisticsRate,
} from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments, onlineBookingSettings } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { both, inBothPeriods, periodOfWallClock, periodsView } from './period.ts';
import type { Periods, Which } from './period.ts';

/** The visit an appointment belongs to: its group, or itself. */
const visitKey = sql`coalesce(${appointments.groupId}::text, ${appointments.id}::text)`;

/** Visits (distinct) among the rows that meet `condition`. */
const visitsWhere = (condition: SQL | undefined) =>
  sql<number>`count(distinct ${visitKey}) filter (where ${condition})`.mapWith(Number);

const booked = inArray(appointments.status, [...BOOKED_STATUSES]);

/** The salon's cancellation cutoff (its booking page's), 24 hours without one. */
async function cutoffOf(db: Database, salonId: number): Promise<number> {
  const [row] = await db
    .select({ hours: onlineBookingSettings.cutoffHours })
    .from(onlineBookingSettings)
    .where(salonFilter(onlineBookingSettings, salonId));
  return cancellationCutoffHours(row?.hours);
}

export async function cancellationStatistics(
  db: Database,
  salonId: number,
  periods: Periods,
): Promise<Schemas['CancellationStatistics']> {
  const cutoffHours = await cutoffOf(db, salonId);
  const cancelled = eq(appointments.status, 'CANCELLED');
  // isLateCancellation of @agendina/scheduling, in SQL: the start read in the salon's zone.
  const late = and(
    cancelled,
    sql`${appointments.cancelledAt} > (${appointments.startAt} at time zone ${DEFAULT_TIME_ZONE}) - make_interval(hours => ${cutoffHours}::int)`,
    sql`${appointments.cancellationReason} is distinct from 'SALON'`,
  );
  const rows = await db
    .select({
      which: periodOfWallClock(appointments.startAt, periods),
      visits: sql<number>`count(distinct ${visitKey})`.mapWith(Number),
      noShows: visitsWhere(eq(appointments.status, 'NO_SHOW')),
      cancellations: visitsWhere(cancelled),
      lateCancellations: visitsWhere(late),
    })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        inBothPeriods(appointments.startAt, periods),
        ne(appointments.status, 'REQUESTED'),
      ),
    )
    .groupBy(sql`1`);
  return {
    ...periodsView(periods),
    cutoffHours,
    ...both((w: Which) => {
      const r = rows.find((x) => x.which === w);
      const visits = r?.visits ?? 0;
      return {
        visits,
        noShows: r?.noShows ?? 0,
        noShowRate: statisticsRate(r?.noShows ?? 0, visits),
        cancellations: r?.cancellations ?? 0,
        lateCancellations: r?.lateCancellations ?? 0,
        lateCancellationRate: statisticsRate(r?.lateCancellations ?? 0, visits),
      };
    }),
  };
}

export async function bookingSourceStatistics(
  db: Database,
  salonId: number,
  periods: Periods,
): Promise<Schemas['BookingSourceStatistics']> {
  const rows = await db
    .select({
      which: periodOfWallClock(appointments.startAt, periods),
      source: appointments.source,
      visits: sql<number>`count(distinct ${visitKey})`.mapWith(Number),
    })
    .from(appointments)
    .where(salonFilter(appointments, salonId, inBothPeriods(appointments.startAt, periods), booked))
    .groupBy(sql`1`, appointments.source);
  return {
    ...periodsView(periods),
    ...both((w: Which) => {
      const bySource = { WHATSAPP_AI: 0, VOICE_AI: 0, MANUAL: 0, ONLINE: 0 };
      for (const r of rows) if (r.which === w) bySource[r.source] += r.visits;
      return { total: Object.values(bySource).reduce((s, n) => s + n, 0), bySource };
    }),
  };
}
