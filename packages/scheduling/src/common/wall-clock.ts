import { Temporal } from 'temporal-polyfill';
import { MINUTES_PER_DAY, pad2 } from './minutes.ts';

/** The salon's time zone when none is given (DESIGN: Europe/Rome by default). */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

/** A wall-clock moment as plain numbers: the day (days since 1970-01-01) and the minute of that day. */
export interface WallParts {
  readonly dayNumber: number;
  readonly minute: number;
  readonly hasTime: boolean;
}

/** What a date-ish input turned out to be. */
export type ReadDate =
  | { readonly kind: 'absent' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'date'; readonly date: Temporal.PlainDate }
  | { readonly kind: 'time'; readonly time: Temporal.PlainTime }
  | { readonly kind: 'datetime'; readonly dateTime: Temporal.PlainDateTime };

const MS_PER_DAY = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;
const WITH_OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2})?)(?:\[[^\]]*\])*$/;
const TIME_ONLY = /^\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;

/** Days since 1970-01-01 of a calendar date, or null when the date does not exist. */
export function dayNumberOf(year: number, month: number, day: number): number | null {
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  return ms / MS_PER_DAY;
}

/** Days since 1970-01-01 of a PlainDate or PlainDateTime (plain arithmetic, no time zone). */
export function dayNumberOfDate(date: {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}): number {
  return Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY;
}

interface DayInfo {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly iso: string;
}

/** Calendar fields of recently seen day numbers: a busy week repeats the same 7 days thousands of times. Bounded. */
const DAY_CACHE = new Map<number, DayInfo>();
export const DAY_CACHE_LIMIT = 4096;

function dayInfo(dayNumber: number): DayInfo {
  let info = DAY_CACHE.get(dayNumber);
  if (info === undefined) {
    const d = new Date(dayNumber * MS_PER_DAY);
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth() + 1;
    const day = d.getUTCDate();
    info = {
      year,
      month,
      day,
      iso: `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`,
    };
    if (DAY_CACHE.size >= DAY_CACHE_LIMIT) DAY_CACHE.clear();
    DAY_CACHE.set(dayNumber, info);
  }
  return info;
}

/** `yyyy-MM-dd` of a day number. */
export function isoDateOfDayNumber(dayNumber: number): string {
  return dayInfo(dayNumber).iso;
}

/** The PlainDate of a day number. */
export function plainDateOfDayNumber(dayNumber: number): Temporal.PlainDate {
  const { year, month, day } = dayInfo(dayNumber);
  return new Temporal.PlainDate(year, month, day);
}

/** PlainDateTimes are immutable values, so equal ones can be shared: appointments start on a few grid times. */
const DATE_TIME_CACHE = new Map<number, Temporal.PlainDateTime>();

/** A PlainDateTime from a day number and a minute of the day (the minute may pass midnight). */
export function plainDateTimeOf(dayNumber: number, minute: number): Temporal.PlainDateTime {
  const stamp = dayNumber * MINUTES_PER_DAY + minute;
  let value = DATE_TIME_CACHE.get(stamp);
  if (value === undefined) {
    const carry = Math.floor(minute / MINUTES_PER_DAY);
    const m = minute - carry * MINUTES_PER_DAY;
    const { year, month, day } = dayInfo(dayNumber + carry);
    value = new Temporal.PlainDateTime(year, month, day, Math.floor(m / 60), m % 60);
    if (DATE_TIME_CACHE.size >= DAY_CACHE_LIMIT) DATE_TIME_CACHE.clear();
    DATE_TIME_CACHE.set(stamp, value);
  }
  return value;
}

/**
 * Fast path for local ISO text without zone (`2026-11-16T09:30[:00[.000]]`, or a date alone):
 * plain numbers, seconds dropped. Null when the text is not such a string or the date does not exist.
 */
export function parseLocalIso(text: string): WallParts | null {
  const m = LOCAL.exec(text);
  if (!m) return null;
  const dayNumber = dayNumberOf(Number(m[1]), Number(m[2]), Number(m[3]));
  if (dayNumber === null) return null;
  if (m[4] === undefined) return { dayNumber, minute: 0, hasTime: false };
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  if (hour > 23 || minute > 59 || Number(m[6] ?? 0) > 59) return null;
  return { dayNumber, minute: hour * 60 + minute, hasTime: true };
}

function tagOf(value: object): string {
  return Object.prototype.toString.call(value).slice(8, -1);
}

function fromZoned(text: string, timeZone: string): ReadDate {
  try {
    const zoned = WITH_OFFSET.test(text)
      ? Temporal.Instant.from(text).toZonedDateTimeISO(timeZone)
      : Temporal.ZonedDateTime.from(text).withTimeZone(timeZone);
    return { kind: 'datetime', dateTime: zoned.toPlainDateTime() };
  } catch {
    return { kind: 'invalid' };
  }
}

function fromText(text: string, timeZone: string): ReadDate {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'absent' };
  const local = parseLocalIso(trimmed);
  if (local) {
    const date = plainDateOfDayNumber(local.dayNumber);
    if (!local.hasTime) return { kind: 'date', date };
    return {
      kind: 'datetime',
      dateTime: date.toPlainDateTime(
        new Temporal.PlainTime(Math.floor(local.minute / 60), local.minute % 60),
      ),
    };
  }
  if (TIME_ONLY.test(trimmed)) {
    try {
      return { kind: 'time', time: Temporal.PlainTime.from(trimmed) };
    } catch {
      return { kind: 'invalid' };
    }
  }
  return fromZoned(trimmed, timeZone);
}

function fromTemporal(value: object, tag: string, timeZone: string): ReadDate {
  const text = String(value);
  switch (tag) {
    case 'Temporal.PlainDate':
      return { kind: 'date', date: Temporal.PlainDate.from(text) };
    case 'Temporal.PlainDateTime':
      return { kind: 'datetime', dateTime: Temporal.PlainDateTime.from(text) };
    case 'Temporal.PlainTime':
      return { kind: 'time', time: Temporal.PlainTime.from(text) };
    case 'Temporal.ZonedDateTime':
      return {
        kind: 'datetime',
        dateTime: Temporal.ZonedDateTime.from(text).withTimeZone(timeZone).toPlainDateTime(),
      };
    default:
      return fromZoned(text, timeZone);
  }
}

/**
 * Reads any date-ish input without throwing: local ISO text (the API's form), ISO text with a
 * zone or offset (converted to `timeZone`), `HH:mm`, Temporal objects (this polyfill's or the
 * platform's), or a JS Date (converted to `timeZone`).
 */
export function readDate(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): ReadDate {
  if (value === null || value === undefined) return { kind: 'absent' };
  try {
    if (typeof value === 'string') return fromText(value, timeZone);
    if (typeof value !== 'object') return { kind: 'invalid' };
    if (value instanceof Date) {
      const ms = value.getTime();
      if (Number.isNaN(ms)) return { kind: 'invalid' };
      return fromZoned(value.toISOString(), timeZone);
    }
    const tag = tagOf(value);
    if (tag.startsWith('Temporal.')) return fromTemporal(value, tag, timeZone);
    return { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}

/** A PlainDateTime from any date-ish input (a date alone is its midnight); null when unreadable. */
export function toPlainDateTime(
  value: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): Temporal.PlainDateTime | null {
  const read = readDate(value, timeZone);
  if (read.kind === 'datetime') return read.dateTime;
  if (read.kind === 'date') return read.date.toPlainDateTime();
  return null;
}

/** A PlainDate from any date-ish input; null when unreadable. */
export function toPlainDate(
  value: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): Temporal.PlainDate | null {
  const read = readDate(value, timeZone);
  if (read.kind === 'datetime') return read.dateTime.toPlainDate();
  if (read.kind === 'date') return read.date;
  return null;
}

/** Local ISO text without zone, minute precision (`2026-11-16T09:30:00`), as SPEC.md §7 sends dateTime. */
export function toLocalIso(dateTime: Temporal.PlainDateTime): string {
  return `${dateTime.toPlainDate().toString()}T${pad2(dateTime.hour)}:${pad2(dateTime.minute)}:00`;
}

/** The next quarter hour after `now`: a booking "from now" never starts in the past. */
export function nextQuarterHour(now: Temporal.PlainDateTime): Temporal.PlainDateTime {
  const floored = now.round({
    smallestUnit: 'minute',
    roundingIncrement: 15,
    roundingMode: 'floor',
  });
  return floored.add({ minutes: 15 });
}
