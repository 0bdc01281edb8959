// The visits panels of issue #36 (cancellations, sources), summed by the database: a visit is one
// booking, the appointments of a multi-service visit (one group) counted once.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
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
import { appointmentsOfPeriods, both, periodsView, wallClockIn } from './period.ts';
import type { Periods, Which } from './period.ts';

/**
 * Visits among the rows that meet `condition`: an appointment alone is one, a group is one. (Not
 * a distinct count of a text key: sorting every row of a year took 100 ms on PGlite.)
 */
const visitsWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${appointments.groupId} is null and ${condition}) + count(distinct ${appointments.groupId}) filter (where ${condition})`.mapWith(
    Number,
  );

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
  const figures = (w: Which) => {
    const inW = wallClockIn(appointments.startAt, periods, w);
    return {
      visits: visitsWhere(inW),
      noShows: visitsWhere(and(inW, eq(appointments.status, 'NO_SHOW'))),
      cancellations: visitsWhere(and(inW, cancelled)),
      lateCancellations: visitsWhere(and(inW, late)),
    };
  };
  // One row, each period's figures by FILTER: no sort of a year's rows by period.
  const [row] = await appointmentsOfPeriods(
    db,
    salonId,
    periods,
    both(figures),
    // Neither a request nor a visit held for its deposit (issue #35) is a booking yet.
    notInArray(appointments.status, ['REQUESTED', 'HELD']),
  );
  return {
    ...periodsView(periods),
    cutoffHours,
    ...both((w: Which) => {
      const r = row?.[w];
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
  const rows = await appointmentsOfPeriods(
    db,
    salonId,
    periods,
    {
      source: appointments.source,
      ...both((w) => visitsWhere(wallClockIn(appointments.startAt, periods, w))),
    },
    booked,
  ).groupBy(appointments.source);
  return {
    ...periodsView(periods),
    ...both((w: Which) => {
      const bySource = { WHATSAPP_AI: 0, VOICE_AI: 0, MANUAL: 0, ONLINE: 0 };
      for (const r of rows) bySource[r.source] += r[w];
      return { total: Object.values(bySource).reduce((s, n) => s + n, 0), bySource };
    }),
  };
}
