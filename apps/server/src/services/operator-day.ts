import { and, gte, inArray, lt, ne, eq } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import {
  FALLBACK_CLOSE_MINUTE,
  FALLBACK_OPEN_MINUTE,
  formatMinuteOfDay,
  rangesOn,
  resolveOperatorHours,
} from '@agendina/scheduling';
import type { TimeRange, WeeklyHours } from '@agendina/scheduling';
import type { Database } from '../db/database.ts';
import { appointments, clients } from '../db/schema/index.ts';
import type { OperatorData } from './catalog-data.ts';
import { dbTime, localIso, plainDateTime } from './time.ts';

/** Free-slot grid of the availability calls (decision record 0003: a 15-minute grid). */
export const SLOT_STEP_MINUTES = 15;

/** A busy interval of an operator, in wall-clock text and in minutes from the day's midnight. */
export interface BusyInterval {
  appointmentId: number;
  hairdresserId: number;
  clientId: number;
  clientName: string;
  service: string;
  startAt: string;
  endAt: string;
}

/** Live appointments (not cancelled) of the operators that touch [from, to). */
export async function loadBusy(
  db: Database,
  salonId: number,
  hairdresserIds: readonly number[],
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  excludeIds: readonly number[] = [],
): Promise<BusyInterval[]> {
  if (hairdresserIds.length === 0) return [];
  const rows = await db
    .select({
      appointmentId: appointments.id,
      hairdresserId: appointments.hairdresserId,
      clientId: appointments.clientId,
      clientName: clients.name,
      service: appointments.serviceName,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(
      and(
        eq(appointments.salonId, salonId),
        inArray(appointments.hairdresserId, [...hairdresserIds]),
        ne(appointments.status, 'CANCELLED'),
        lt(appointments.startAt, dbTime(`${to.toString()}T00:00`)),
        gte(appointments.endAt, dbTime(`${from.toString()}T00:00`)),
      ),
    );
  return rows
    .filter((r) => !excludeIds.includes(r.appointmentId))
    .map((r) => ({ ...r, startAt: localIso(r.startAt), endAt: localIso(r.endAt) }));
}

/** Minutes of `date`'s midnight to a wall-clock text (may be negative or past 1440 for other days). */
export function minuteOn(date: Temporal.PlainDate, iso: string): number {
  const t = plainDateTime(iso);
  const days = date.until(t.toPlainDate(), { largestUnit: 'days' }).days;
  return days * 1440 + t.hour * 60 + t.minute;
}

export function isOnTimeOff(op: OperatorData, date: Temporal.PlainDate): boolean {
  const day = date.toString();
  return op.timeOff.some((t) => t.startDate <= day && day <= t.endDate);
}

/**
 * The operator's working ranges on a date: their hours, else the salon's (resolveOperatorHours);
 * none on time off or with unreadable hours; 8:00–20:00 when neither they nor the salon have hours.
 */
export function workingRanges(
  op: OperatorData,
  salonHours: WeeklyHours | null,
  date: Temporal.PlainDate,
): readonly TimeRange[] {
  if (!op.row.active || isOnTimeOff(op, date)) return [];
  const hours = resolveOperatorHours(op.row.workingHours, salonHours);
  if (hours.kind === 'malformed') return [];
  if (hours.kind === 'unrestricted')
    return [{ startMinute: FALLBACK_OPEN_MINUTE, endMinute: FALLBACK_CLOSE_MINUTE }];
  return rangesOn(hours.hours, date);
}

/** Busy intervals of one operator on one day, in minutes of that day. */
export function busyMinutes(
  busy: readonly BusyInterval[],
  hairdresserId: number,
  date: Temporal.PlainDate,
): { start: number; end: number; slot: BusyInterval }[] {
  return busy
    .filter((b) => b.hairdresserId === hairdresserId)
    .map((b) => ({ start: minuteOn(date, b.startAt), end: minuteOn(date, b.endAt), slot: b }))
    .filter((b) => b.end > 0 && b.start < 1440);
}

export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * Free start minutes for `duration` on a day: on the 15-minute grid of each working range, the
 * whole interval inside the range and clear of every busy interval, not before `notBefore`.
 */
export function freeStarts(
  ranges: readonly TimeRange[],
  busy: readonly { start: number; end: number }[],
  duration: number,
  notBefore = 0,
): number[] {
  const out: number[] = [];
  for (const range of ranges) {
    const first =
      Math.ceil(Math.max(range.startMinute, notBefore) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (let s = first; s + duration <= range.endMinute; s += SLOT_STEP_MINUTES) {
      if (!busy.some((b) => overlaps(s, s + duration, b.start, b.end))) out.push(s);
    }
  }
  return out;
}

/** The free intervals of working ranges minus busy ones. */
export function freeIntervals(
  ranges: readonly TimeRange[],
  busy: readonly { start: number; end: number }[],
): { start: number; end: number }[] {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const out: { start: number; end: number }[] = [];
  for (const range of ranges) {
    let cursor = range.startMinute;
    for (const b of sorted) {
      if (b.end <= cursor || b.start >= range.endMinute) continue;
      if (b.start > cursor) out.push({ start: cursor, end: b.start });
      cursor = Math.max(cursor, b.end);
    }
    if (cursor < range.endMinute) out.push({ start: cursor, end: range.endMinute });
  }
  return out;
}

/** `2026-03-12` + minute → `2026-03-12T09:30:00`. */
export function isoAt(date: Temporal.PlainDate, minute: number): string {
  if (minute >= 1440) return isoAt(date.add({ days: Math.floor(minute / 1440) }), minute % 1440);
  return `${date.toString()}T${formatMinuteOfDay(minute)}:00`;
}

export function toInterval(range: TimeRange): { start: string; end: string } {
  return {
    start: formatMinuteOfDay(range.startMinute),
    end: formatMinuteOfDay(range.endMinute === 1440 ? 1439 : range.endMinute),
  };
}
