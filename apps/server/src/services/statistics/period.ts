// The periods of a statistics call (issue #36): the one asked for, at most 366 days, and the
// previous one of the same length (previousPeriod of @agendina/scheduling). A query reads both
// at once and tells them apart by `periodOf`.
import { and, gte, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Temporal } from 'temporal-polyfill';
import { previousPeriod } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { invalid } from '../../domain/errors.ts';
import { MAX_STATS_DAYS } from '../day-range.ts';
import { eachDay, plainDate } from '../time.ts';

export interface Span {
  first: Temporal.PlainDate;
  last: Temporal.PlainDate;
  days: Temporal.PlainDate[];
}

export interface Periods {
  current: Span;
  previous: Span;
}

/** Which of the two periods a row belongs to. */
export type Which = 'current' | 'previous';

/** 400 for a period backwards or longer than 366 days (in the cash report's words). */
export function statisticsPeriods(from: string, to: string): Periods {
  const first = plainDate(from);
  const last = plainDate(to);
  const length = first.until(last, { largestUnit: 'days' }).days + 1;
  if (length < 1) throw invalid({ to: 'La data finale non può precedere quella iniziale' });
  if (length > MAX_STATS_DAYS)
    throw invalid({ to: `Il periodo può essere al massimo di ${MAX_STATS_DAYS} giorni` });
  const days = eachDay(first, last);
  const before = previousPeriod({ from: first, to: last });
  return {
    current: { first, last, days },
    previous: { first: before.from, last: before.to, days: eachDay(before.from, before.to) },
  };
}

/** The contract's period and previousPeriod. */
export function periodsView(periods: Periods): {
  period: Schemas['StatisticsPeriod'];
  previousPeriod: Schemas['StatisticsPeriod'];
} {
  const view = (s: Span) => ({ from: s.first.toString(), to: s.last.toString() });
  return { period: view(periods.current), previousPeriod: view(periods.previous) };
}

/** Midnight of a day, as PostgreSQL's `timestamp` literal (appointments' wall-clock times). */
export const wallMidnight = (day: Temporal.PlainDate, days = 0) =>
  `${day.add({ days }).toString()} 00:00:00`;

/** A wall-clock column inside both periods (from the previous one's first day to the last day). */
export function inBothPeriods(column: AnyPgColumn, periods: Periods): SQL {
  return and(
    gte(column, wallMidnight(periods.previous.first)),
    lt(column, wallMidnight(periods.current.last, 1)),
  ) as SQL;
}

/**
 * The salon's appointments that start inside both periods and meet the conditions, read as
 * `fields` (each figure told apart by wallClockIn): a query to group further.
 */
export const appointmentsOfPeriods = <S extends SelectedFields>(
  db: Database,
  salonId: number,
  periods: Periods,
  fields: S,
  ...conditions: (SQL | undefined)[]
) =>
  db
    .select(fields)
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        inBothPeriods(appointments.startAt, periods),
        ...conditions,
      ),
    );

/** A wall-clock column (already inside both periods) in the period `which`. */
export function wallClockIn(column: AnyPgColumn, periods: Periods, which: Which): SQL {
  const first = wallMidnight(periods.current.first);
  return which === 'current' ? gte(column, first) : lt(column, first);
}

/** Both values of a panel, the figures computed for each period. */
export function both<T>(make: (which: Which) => T): { current: T; previous: T } {
  return { current: make('current'), previous: make('previous') };
}
