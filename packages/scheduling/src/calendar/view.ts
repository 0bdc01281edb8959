import type { Temporal } from 'temporal-polyfill';
import { mondayOf } from './week.ts';
import { nextOpenDay, previousOpenDay } from '../hours/open-days.ts';
import type { WeeklyHours } from '../hours/parse.ts';

/** Below this width the week tab is hidden and week view becomes day view (SPEC.md §2). */
export const SMALL_SCREEN_MAX_WIDTH = 768;

/** The calendar views of the dashboard. */
export type CalendarView = 'day' | 'week' | 'month';

/** Query range of GET /appointments/calendar, dates as yyyy-MM-dd. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The request range of a view (SPEC.md §7): day = the day to the next day; week = Monday to
 * Sunday of the Monday-based week; month = first to last day of the month.
 */
export function calendarRange(view: CalendarView, date: Temporal.PlainDate): DateRange {
  switch (view) {
    case 'day':
      return { from: date.toString(), to: date.add({ days: 1 }).toString() };
    case 'week': {
      const monday = mondayOf(date);
      return { from: monday.toString(), to: monday.add({ days: 6 }).toString() };
    }
    case 'month': {
      const first = date.with({ day: 1 });
      return { from: first.toString(), to: first.with({ day: first.daysInMonth }).toString() };
    }
  }
}

/**
 * The weeks a month grid shows, Monday first: from the Monday of the week of the 1st to the
 * Sunday of the week of the last day (4 to 6 rows), so days of the adjacent months fill them.
 */
export function monthGridWeeks(date: Temporal.PlainDate): Temporal.PlainDate[][] {
  const first = date.with({ day: 1 });
  const start = mondayOf(first);
  const end = mondayOf(first.with({ day: first.daysInMonth })).add({ days: 6 });
  const count = Math.floor(start.until(end).days / 7) + 1;
  return Array.from({ length: count }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => start.add({ days: w * 7 + d })),
  );
}

/**
 * The dates a view shows, which its calendar request must cover: as calendarRange, except the
 * month grid, whose leading and trailing days of the adjacent months show their real counts
 * (issue #15: 1 and 2 December in the November grid said 'nessun appuntamento').
 */
export function visibleCalendarRange(view: CalendarView, date: Temporal.PlainDate): DateRange {
  if (view !== 'month') return calendarRange(view, date);
  const weeks = monthGridWeeks(date);
  const last = weeks[weeks.length - 1] ?? [];
  return {
    from: (weeks[0]?.[0] ?? date).toString(),
    to: (last[last.length - 1] ?? date).toString(),
  };
}

/** The quick view's range: the Monday-based week containing `date`. */
export function quickViewRange(date: Temporal.PlainDate): DateRange {
  return calendarRange('week', date);
}

/** The view actually shown: a width below 768 px turns week into day. */
export function effectiveView(view: CalendarView, widthPx: number): CalendarView {
  return view === 'week' && widthPx < SMALL_SCREEN_MAX_WIDTH ? 'day' : view;
}

/**
 * Where previous / next move a view: the previous or next open day (closed days skipped,
 * SPEC.md §5), one week, or one month.
 */
export function shiftView(
  view: CalendarView,
  date: Temporal.PlainDate,
  direction: 1 | -1,
  hours: WeeklyHours | null = null,
): Temporal.PlainDate {
  if (view === 'day')
    return direction === 1 ? nextOpenDay(hours, date) : previousOpenDay(hours, date);
  if (view === 'week') return date.add({ weeks: direction });
  return date.add({ months: direction });
}
