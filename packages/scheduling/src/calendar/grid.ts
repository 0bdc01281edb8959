import { Temporal } from 'temporal-polyfill';
import { MINUTES_PER_DAY } from '../common/minutes.ts';
import { WEEKDAYS, weekdayOf } from '../hours/weekday.ts';
import type { WeeklyHours } from '../hours/parse.ts';
import { isOvertimeAt } from '../hours/operator-hours.ts';
import type { OperatorHours } from '../hours/operator-hours.ts';

/** Calendar slot step (SPEC.md §9). */
export const SLOT_MINUTES = 30;
/** Grid start and end when no opening hours are known: 8:00 to 20:00 (SPEC.md §9). */
export const FALLBACK_OPEN_MINUTE = 8 * 60;
export const FALLBACK_CLOSE_MINUTE = 20 * 60;
/** The quick view shows one hour after the latest closing (SPEC.md §2). */
export const QUICK_VIEW_EXTRA_MINUTES = 60;

/** The rows of a grid in minutes from midnight: [startMinute, endMinute). */
export interface GridBounds {
  readonly startMinute: number;
  readonly endMinute: number;
}

/** One row of an operator's column. */
export interface GridSlot {
  readonly start: Temporal.PlainDateTime;
  readonly startMinute: number;
  readonly overtime: boolean;
}

/**
 * From the earliest opening to the latest closing across the given days (default: the whole
 * week), widened to whole slots (9:15 starts the grid at 9:00). No open day: 8:00 to 20:00.
 */
export function gridBounds(
  hours: WeeklyHours | null,
  days?: readonly { readonly dayOfWeek: number }[],
  slotMinutes: number = SLOT_MINUTES,
): GridBounds {
  let start = Infinity;
  let end = -Infinity;
  const weekdays = days === undefined ? WEEKDAYS : days.map(weekdayOf);
  if (hours !== null) {
    for (const day of weekdays) {
      for (const range of hours[day]) {
        start = Math.min(start, range.startMinute);
        end = Math.max(end, range.endMinute);
      }
    }
  }
  if (start === Infinity)
    return { startMinute: FALLBACK_OPEN_MINUTE, endMinute: FALLBACK_CLOSE_MINUTE };
  return {
    startMinute: Math.floor(start / slotMinutes) * slotMinutes,
    endMinute: Math.ceil(end / slotMinutes) * slotMinutes,
  };
}

/** The quick view's rows: gridBounds plus one extra hour at the end (never past midnight). */
export function quickViewBounds(
  hours: WeeklyHours | null,
  days?: readonly { readonly dayOfWeek: number }[],
): GridBounds {
  const bounds = gridBounds(hours, days);
  return {
    startMinute: bounds.startMinute,
    endMinute: Math.min(bounds.endMinute + QUICK_VIEW_EXTRA_MINUTES, MINUTES_PER_DAY),
  };
}

/** Start minutes of every slot of the grid. */
export function slotStartMinutes(bounds: GridBounds, slotMinutes: number = SLOT_MINUTES): number[] {
  const out: number[] = [];
  for (let m = bounds.startMinute; m < bounds.endMinute; m += slotMinutes) out.push(m);
  return out;
}

/** Row labels of the grid as wall-clock times. */
export function slotTimes(
  bounds: GridBounds,
  slotMinutes: number = SLOT_MINUTES,
): Temporal.PlainTime[] {
  return slotStartMinutes(bounds, slotMinutes).map(
    (m) => new Temporal.PlainTime(Math.floor(m / 60), m % 60),
  );
}

/**
 * The slots of one date as wall-clock PlainDateTimes. Wall-clock on purpose: on the days the
 * clocks change in Europe/Rome the 9:00 row is still 9:00, never shifted by an hour.
 */
export function daySlots(
  date: Temporal.PlainDate,
  bounds: GridBounds,
  slotMinutes: number = SLOT_MINUTES,
): Temporal.PlainDateTime[] {
  return slotTimes(bounds, slotMinutes).map((time) => date.toPlainDateTime(time));
}

/** An operator's column for one date: every slot with its overtime flag (outside their working hours). */
export function operatorDaySlots(
  date: Temporal.PlainDate,
  bounds: GridBounds,
  operator: OperatorHours,
  slotMinutes: number = SLOT_MINUTES,
): GridSlot[] {
  return daySlots(date, bounds, slotMinutes).map((start, i) => {
    const startMinute = bounds.startMinute + i * slotMinutes;
    return {
      start,
      startMinute,
      overtime: isOvertimeAt(operator, date.dayOfWeek, startMinute, slotMinutes),
    };
  });
}
