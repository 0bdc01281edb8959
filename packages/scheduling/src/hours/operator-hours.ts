import type { Temporal } from 'temporal-polyfill';
import { minuteOfDay } from '../common/minutes.ts';
import { parseWeeklyHours } from './parse.ts';
import type { WeeklyHours } from './parse.ts';
import { isInsideRanges, rangesOn } from './open-days.ts';

/**
 * What an operator's workingHours mean for the calendar:
 * - `hours`: their own hours, or the salon's when they have none (`inherited`),
 * - `unrestricted`: no hours of their own and no salon hours: nothing is overtime,
 * - `malformed`: hours that cannot be read: every slot is overtime (SPEC.md §8).
 */
export type OperatorHours =
  | { readonly kind: 'hours'; readonly hours: WeeklyHours; readonly inherited: boolean }
  | { readonly kind: 'unrestricted' }
  | { readonly kind: 'malformed'; readonly reason: string };

/** Reads an operator's workingHours (JSON text or object); `salonHours` stands in when they are absent. */
export function resolveOperatorHours(
  workingHours: unknown,
  salonHours: WeeklyHours | null = null,
): OperatorHours {
  const parsed = parseWeeklyHours(workingHours);
  if (parsed.status === 'ok') return { kind: 'hours', hours: parsed.hours, inherited: false };
  if (parsed.status === 'malformed') return { kind: 'malformed', reason: parsed.reason };
  return salonHours === null
    ? { kind: 'unrestricted' }
    : { kind: 'hours', hours: salonHours, inherited: true };
}

/**
 * Overtime in plain numbers: the interval [startMinute, startMinute + minutes) of a day with the
 * given ISO dayOfWeek is overtime unless it lies wholly inside one of the operator's ranges.
 */
export function isOvertimeAt(
  operator: OperatorHours,
  dayOfWeek: number,
  startMinute: number,
  minutes: number,
): boolean {
  if (operator.kind === 'malformed') return true;
  if (operator.kind === 'unrestricted') return false;
  return !isInsideRanges(
    rangesOn(operator.hours, { dayOfWeek }),
    startMinute,
    startMinute + minutes,
  );
}

/** True when a slot (default 30 minutes) starting at `start` falls outside the operator's working hours. */
export function isOvertime(
  operator: OperatorHours,
  start: Temporal.PlainDateTime,
  minutes = 30,
): boolean {
  return isOvertimeAt(operator, start.dayOfWeek, minuteOfDay(start), minutes);
}
