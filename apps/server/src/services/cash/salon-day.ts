// The salon's days as instants (in its time zone): the receipt list, the report and the CSV cut the
// same days, DST days (23 or 25 hours) included.
import { and, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';

const ZONE = DEFAULT_TIME_ZONE;

/** The instants of the salon days from `from` to `to`, both inclusive. */
export function periodOf(column: Parameters<typeof gte>[0], from: string, to: string): SQL {
  return and(gte(column, salonMidnight(from)), lt(column, salonMidnight(to, 1))) as SQL;
}

/**
 * The instant the salon's day `day` (+ `days`) begins. The day is added to the date, then read
 * in the salon's zone: a DST day is 23 or 25 hours (an interval '1 day' added to the instant would be 24).
 */
export function salonMidnight(day: string, days = 0): SQL {
  return sql`((${day}::date) + ${days}::int)::timestamp at time zone ${ZONE}`;
}

/**
 * The salon day of an instant column, "2026-03-12". The zone is written into the statement, not
 * bound: a GROUP BY of this expression must read exactly as the selected one.
 */
export const dayOf = (column: Parameters<typeof gte>[0]) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${ZONE}'`)}, 'YYYY-MM-DD')`;

/** The salon's wall-clock time of an instant column, "09:30" (the zone written in, as dayOf). */
export const timeOf = (column: Parameters<typeof gte>[0]) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${ZONE}'`)}, 'HH24:MI')`;
