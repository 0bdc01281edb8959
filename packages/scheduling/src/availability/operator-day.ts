import type { Temporal } from 'temporal-polyfill';
import { formatMinuteOfDay, MINUTES_PER_DAY } from '../common/minutes.ts';
import {
  dayNumberOfDate,
  parseLocalIso,
  plainDateTimeOf,
  toLocalIso,
} from '../common/wall-clock.ts';
import { FALLBACK_CLOSE_MINUTE, FALLBACK_OPEN_MINUTE } from '../calendar/grid.ts';
import { rangesOn } from '../hours/open-days.ts';
import { resolveOperatorHours } from '../hours/operator-hours.ts';
import type { TimeRange, WeeklyHours } from '../hours/parse.ts';
import type { ActivePeriod } from '../appointments/periods.ts';
import { activeIntervals } from './intervals.ts';
import type { MinuteInterval } from './intervals.ts';

/** A live (not cancelled) appointment that keeps an operator busy; times are local ISO text. */
export interface Booking {
  readonly appointmentId: number;
  readonly hairdresserId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly service: string;
  readonly startAt: string;
  readonly endAt: string;
  /**
   * When the operator works inside it (SPEC.md §3); null or absent: the whole booking. The
   * waits between them leave the operator free for another client (the client stays busy).
   */
  readonly activePeriods?: readonly ActivePeriod[] | null;
}

/** A period of time off, both days included (`yyyy-MM-dd`). */
export interface TimeOffPeriod {
  readonly startDate: string;
  readonly endDate: string;
}

/** An operator as the availability rules see them. */
export interface AvailabilityOperator {
  readonly id: number;
  readonly name: string;
  readonly active: boolean;
  /** Their workingHours as stored (JSON text), or null to follow the salon. */
  readonly workingHours: unknown;
  readonly serviceIds: readonly number[];
  readonly timeOff: readonly TimeOffPeriod[];
}

/** A busy interval of one day, in minutes of that day, with the booking behind it. */
export interface BusyMinutes extends MinuteInterval {
  readonly slot: Booking;
  /** 0 for the booking's first busy interval (one per booking: counts and lists). */
  readonly period: number;
}

function minuteStamp(iso: string): number {
  const parts = parseLocalIso(iso);
  // Bookings come from the database, always readable: unreadable text is a programming error.
  if (parts === null) throw new RangeError(`Data non valida: ${iso}`);
  return parts.dayNumber * MINUTES_PER_DAY + parts.minute;
}

/** Minutes from `date`'s midnight to a local ISO time (negative or past 1440 on other days). */
export function minuteOn(date: Temporal.PlainDate, iso: string): number {
  return minuteStamp(iso) - dayNumberOfDate(date) * MINUTES_PER_DAY;
}

/** Wall-clock minutes from `a` to `b` (local ISO text). */
export function minutesBetween(a: string, b: string): number {
  return minuteStamp(b) - minuteStamp(a);
}

/** `2026-03-12` + minute → `2026-03-12T09:30:00` (minutes past midnight roll to the next days). */
export function isoAt(date: Temporal.PlainDate, minute: number): string {
  return toLocalIso(plainDateTimeOf(dayNumberOfDate(date), minute));
}

/** A working range as the contract's `HH:mm` interval (the end of the day prints as 23:59). */
export function toInterval(range: TimeRange): { start: string; end: string } {
  return {
    start: formatMinuteOfDay(range.startMinute),
    end: formatMinuteOfDay(range.endMinute === MINUTES_PER_DAY ? 1439 : range.endMinute),
  };
}

/** True when one of the periods covers `date`. */
export function isOnTimeOff(timeOff: readonly TimeOffPeriod[], date: Temporal.PlainDate): boolean {
  const day = date.toString();
  return timeOff.some((t) => t.startDate <= day && day <= t.endDate);
}

/**
 * The operator's working ranges on a date: their hours, else the salon's (resolveOperatorHours);
 * none when inactive, on time off or with unreadable hours; 8:00–20:00 when neither they nor the
 * salon have hours.
 */
export function workingRanges(
  operator: Pick<AvailabilityOperator, 'active' | 'workingHours' | 'timeOff'>,
  salonHours: WeeklyHours | null,
  date: Temporal.PlainDate,
): readonly TimeRange[] {
  if (!operator.active || isOnTimeOff(operator.timeOff, date)) return [];
  const hours = resolveOperatorHours(operator.workingHours, salonHours);
  if (hours.kind === 'malformed') return [];
  if (hours.kind === 'unrestricted')
    return [{ startMinute: FALLBACK_OPEN_MINUTE, endMinute: FALLBACK_CLOSE_MINUTE }];
  return rangesOn(hours.hours, date);
}

/**
 * The busy intervals of one operator that touch `date`, in minutes of that day: a booking with
 * activePeriods gives one per period (the operator is free in its waits).
 */
export function busyMinutes(
  busy: readonly Booking[],
  hairdresserId: number,
  date: Temporal.PlainDate,
): BusyMinutes[] {
  const midnight = dayNumberOfDate(date) * MINUTES_PER_DAY;
  const out: BusyMinutes[] = [];
  for (const b of busy) {
    if (b.hairdresserId !== hairdresserId) continue;
    const start = minuteStamp(b.startAt) - midnight;
    const end = minuteStamp(b.endAt) - midnight;
    activeIntervals(start, end, b.activePeriods).forEach((i, period) => {
      if (i.end > 0 && i.start < MINUTES_PER_DAY) out.push({ ...i, slot: b, period });
    });
  }
  return out;
}
