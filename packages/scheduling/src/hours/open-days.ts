import type { Temporal } from 'temporal-polyfill';
import { WEEKDAYS, weekdayOf } from './weekday.ts';
import type { TimeRange, WeeklyHours } from './parse.ts';

/** The ranges of a date's weekday (empty when closed). */
export function rangesOn(
  hours: WeeklyHours,
  date: { readonly dayOfWeek: number },
): readonly TimeRange[] {
  return hours[weekdayOf(date)];
}

/**
 * A day is open only with at least one [start, end] pair (SPEC.md §5).
 * Unknown hours (null: absent or malformed salon hours) close nothing: every day counts as open.
 */
export function isOpenDay(
  hours: WeeklyHours | null,
  date: { readonly dayOfWeek: number },
): boolean {
  return hours === null || rangesOn(hours, date).length > 0;
}

/** True when at least one weekday has hours. */
export function hasOpenDay(hours: WeeklyHours): boolean {
  return WEEKDAYS.some((day) => hours[day].length > 0);
}

function step(
  hours: WeeklyHours | null,
  date: Temporal.PlainDate,
  direction: 1 | -1,
): Temporal.PlainDate {
  const first = date.add({ days: direction });
  if (hours === null || !hasOpenDay(hours)) return first;
  let candidate = first;
  while (!isOpenDay(hours, candidate)) candidate = candidate.add({ days: direction });
  return candidate;
}

/**
 * The next open day after `date`, skipping closed days. When no weekday is open (or the hours
 * are unknown) nothing can be skipped and the answer is simply the next day.
 */
export function nextOpenDay(
  hours: WeeklyHours | null,
  date: Temporal.PlainDate,
): Temporal.PlainDate {
  return step(hours, date, 1);
}

/** The previous open day before `date`, skipping closed days (same rules as nextOpenDay). */
export function previousOpenDay(
  hours: WeeklyHours | null,
  date: Temporal.PlainDate,
): Temporal.PlainDate {
  return step(hours, date, -1);
}

/** True when [startMinute, endMinute) lies wholly inside one range of the given ranges. */
export function isInsideRanges(
  ranges: readonly TimeRange[],
  startMinute: number,
  endMinute: number,
): boolean {
  for (const r of ranges) {
    if (startMinute >= r.startMinute && endMinute <= r.endMinute) return true;
  }
  return false;
}
