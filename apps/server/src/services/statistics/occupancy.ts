// Occupancy per operator (issue #36): working minutes by the scheduling rules (workingMinutes:
// their hours or the salon's, less time off), booked minutes summed by the database from the
// busy periods the appointments' trigger keeps (migration 0015: the active phases, as
// activeIntervals reads them; a WAIT phase leaves the operator free), counted as occupancy()
// of GET /appointments/analytics/scheduling counts them: on the day the visit starts, up to
// midnight.
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { bigint, customType, pgTable } from 'drizzle-orm/pg-core';
import { BOOKED_STATUSES, occupancyStats, workingMinutes } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { loadOperators, loadSalon, salonHours } from '../catalog-data.ts';
import { both, inBothPeriods, periodsView, wallClockIn } from './period.ts';
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
  const midnight = sql`date_trunc('day', ${appointments.startAt}) + interval '1 day'`;
  const minutes = (span: SQL, condition: SQL) =>
    sql<number>`coalesce(extract(epoch from sum(${span}) filter (where ${condition})) / 60, 0)`.mapWith(
      (v) => Math.round(Number(v)),
    );
  const counted = [
    inBothPeriods(appointments.startAt, periods),
    inArray(appointments.status, [...BOOKED_STATUSES]),
  ];
  const [salon, operators, visits, phases] = await Promise.all([
    loadSalon(db, salonId),
    loadOperators(db, salonId),
    // The visits, and the minutes of those without phases: one busy period, the whole visit.
    db
      .select({
        hairdresserId: appointments.hairdresserId,
        ...both((w) => {
          const inW = wallClockIn(appointments.startAt, periods, w);
          return {
            appointments: sql<number>`count(*) filter (where ${inW})`.mapWith(Number),
            minutes: minutes(
              sql`least(${appointments.endAt}, ${midnight}) - ${appointments.startAt}`,
              sql`${inW} and ${appointments.activePeriods} is null`,
            ),
          };
        }),
      })
      .from(appointments)
      .where(salonFilter(appointments, salonId, ...counted))
      .groupBy(appointments.hairdresserId),
    // The visits with phases: the busy periods the trigger keeps (a fifth of the visits, joined
    // alone: joining every visit to its periods took 90 ms for a year on PGlite).
    db
      .select({
        hairdresserId: appointments.hairdresserId,
        ...both((w) =>
          minutes(
            sql`least(upper(${busyPeriods.period}), ${midnight}) - lower(${busyPeriods.period})`,
            wallClockIn(appointments.startAt, periods, w),
          ),
        ),
      })
      .from(busyPeriods)
      .innerJoin(
        appointments,
        salonFilter(
          appointments,
          salonId,
          ...counted,
          eq(appointments.id, busyPeriods.appointmentId),
          isNotNull(appointments.activePeriods),
        ),
      )
      .where(salonFilter(busyPeriods, salonId, sql`lower(${busyPeriods.period}) < ${midnight}`))
      .groupBy(appointments.hairdresserId),
  ]);
  const hours = salonHours(salon);
  return {
    ...periodsView(periods),
    ...both((w) => {
      const list = operators
        .map((op) => {
          const mine = visits.find((v) => v.hairdresserId === op.id)?.[w];
          const waits = phases.find((p) => p.hairdresserId === op.id)?.[w] ?? 0;
          return occupancyStats(
            workingMinutes(op, hours, periods[w].days),
            (mine?.minutes ?? 0) + waits,
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
