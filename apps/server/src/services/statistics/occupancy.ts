// Occupancy per operator (issue #36): working minutes by the scheduling rules (workingMinutes:
// their hours or the salon's, less time off), booked minutes summed by the database from the
// busy periods the appointments' trigger keeps (migration 0015: the active phases, as
// activeIntervals reads them; a WAIT phase leaves the operator free), counted as occupancy()
// of GET /appointments/analytics/scheduling counts them: on the day the visit starts, up to
// midnight.
import { eq, inArray, sql } from 'drizzle-orm';
import { bigint, customType, pgTable } from 'drizzle-orm/pg-core';
import { BOOKED_STATUSES, occupancyStats, workingMinutes } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { loadOperators, loadSalon, salonHours } from '../catalog-data.ts';
import { both, inBothPeriods, periodOfWallClock, periodsView } from './period.ts';
import type { Periods } from './period.ts';

const tsrange = customType<{ data: string }>({ dataType: () => 'tsrange' });

/** Read only: the table migration 0015 made and its trigger fills (not in the Drizzle schema). */
const busyPeriods = pgTable('appointment_busy_periods', {
  appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
  salonId: bigint('salon_id', { mode: 'number' }).notNull(),
  hairdresserId: bigint('hairdresser_id', { mode: 'number' }).notNull(),
  period: tsrange('period').notNull(),
});

export async function occupancyStatistics(
  db: Database,
  salonId: number,
  periods: Periods,
): Promise<Schemas['OccupancyStatistics']> {
  const which = periodOfWallClock(appointments.startAt, periods);
  const midnight = sql`date_trunc('day', ${appointments.startAt}) + interval '1 day'`;
  const [salon, operators, booked] = await Promise.all([
    loadSalon(db, salonId),
    loadOperators(db, salonId),
    db
      .select({
        which,
        hairdresserId: appointments.hairdresserId,
        appointments: sql<number>`count(distinct ${appointments.id})`.mapWith(Number),
        minutes:
          sql<number>`coalesce(sum(extract(epoch from (least(upper(${busyPeriods.period}), ${midnight}) - lower(${busyPeriods.period})))), 0) / 60`.mapWith(
            (v) => Math.round(Number(v)),
          ),
      })
      .from(appointments)
      .innerJoin(
        busyPeriods,
        salonFilter(
          busyPeriods,
          salonId,
          eq(busyPeriods.appointmentId, appointments.id),
          sql`lower(${busyPeriods.period}) < ${midnight}`,
        ),
      )
      .where(
        salonFilter(
          appointments,
          salonId,
          inBothPeriods(appointments.startAt, periods),
          inArray(appointments.status, [...BOOKED_STATUSES]),
        ),
      )
      .groupBy(sql`1`, appointments.hairdresserId),
  ]);
  const hours = salonHours(salon);
  return {
    ...periodsView(periods),
    ...both((w) => {
      const list = operators
        .map((op) => {
          const mine = booked.find((b) => b.which === w && b.hairdresserId === op.id);
          return occupancyStats(
            workingMinutes(op, hours, periods[w].days),
            mine?.minutes ?? 0,
            mine?.appointments ?? 0,
            op,
          );
        })
        .filter((o) => o.workingMinutes > 0 || o.bookedMinutes > 0);
      const sum = (k: 'workingMinutes' | 'bookedMinutes' | 'appointmentCount') =>
        list.reduce((s, o) => s + o[k], 0);
      return {
        totals: occupancyStats(
          sum('workingMinutes'),
          sum('bookedMinutes'),
          sum('appointmentCount'),
        ),
        operators: list,
      };
    }),
  };
}
