import { formatMinuteOfDay, parseHhMm } from '../common/minutes.ts';
import { WEEKDAY_LABELS_IT, WEEKDAYS } from './weekday.ts';
import type { Weekday } from './weekday.ts';

/** Pairs a day may hold (the contract's DayHours.maxItems). */
export const MAX_RANGES_PER_DAY = 6;

/** One opening interval of a day, in minutes from midnight: [startMinute, endMinute). */
export interface TimeRange {
  readonly startMinute: number;
  readonly endMinute: number;
}

/** Hours of every weekday; a day with no range is closed. Ranges are sorted and disjoint. */
export type WeeklyHours = Readonly<Record<Weekday, readonly TimeRange[]>>;

/**
 * The reading of opening hours or working hours:
 * - `ok`: well formed (possibly every day closed),
 * - `absent`: nothing was sent (null, empty text, JSON `null`),
 * - `malformed`: something was sent and cannot be trusted (reason in Italian, for the editor).
 */
export type HoursParseResult =
  | { readonly status: 'ok'; readonly hours: WeeklyHours }
  | { readonly status: 'absent' }
  | { readonly status: 'malformed'; readonly reason: string };

/** A week with every day closed. */
export function closedWeek(): WeeklyHours {
  return {
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  };
}

function malformed(reason: string): HoursParseResult {
  return { status: 'malformed', reason };
}

function isWeekday(key: string): key is Weekday {
  return (WEEKDAYS as readonly string[]).includes(key);
}

function parsePair(label: string, pair: unknown): TimeRange | string {
  if (
    !Array.isArray(pair) ||
    pair.length !== 2 ||
    typeof pair[0] !== 'string' ||
    typeof pair[1] !== 'string'
  ) {
    return `Fascia oraria non valida per ${label}: serve [inizio, fine]`;
  }
  const startMinute = parseHhMm(pair[0]);
  const endMinute = parseHhMm(pair[1]);
  if (startMinute === null || endMinute === null)
    return `Orario non valido per ${label}: usa HH:mm`;
  if (endMinute <= startMinute) return `Per ${label} la fine deve venire dopo l'inizio`;
  return { startMinute, endMinute };
}

function parseDay(day: Weekday, value: unknown): readonly TimeRange[] | string {
  const label = WEEKDAY_LABELS_IT[day].toLowerCase();
  if (!Array.isArray(value)) return `Le fasce di ${label} devono essere una lista`;
  if (value.length > MAX_RANGES_PER_DAY)
    return `Al massimo ${MAX_RANGES_PER_DAY} fasce per ${label}`;
  const ranges: TimeRange[] = [];
  for (const pair of value) {
    const range = parsePair(label, pair);
    if (typeof range === 'string') return range;
    ranges.push(range);
  }
  ranges.sort((a, b) => a.startMinute - b.startMinute);
  for (let i = 1; i < ranges.length; i++) {
    if ((ranges[i] as TimeRange).startMinute < (ranges[i - 1] as TimeRange).endMinute)
      return `Le fasce di ${label} si sovrappongono`;
  }
  return ranges;
}

/**
 * Reads opening hours or an operator's workingHours: JSON text (or the already parsed object)
 * such as `{"monday":[["09:00","13:00"],["14:00","19:00"]]}`, exactly as the contract's
 * WeeklyHours: keys are lowercase English weekday names; a missing day or `[]` is closed; each
 * day is a list of at most 6 [start, end] pairs of `HH:mm`, end after start. Unknown keys, bad
 * times, reversed or overlapping pairs make the whole value malformed: half-trusted hours
 * would hide a mistake (and the server answers 400 to the same input).
 */
export function parseWeeklyHours(raw: unknown): HoursParseResult {
  let value = raw;
  if (value === undefined || value === null) return { status: 'absent' };
  if (typeof value === 'string') {
    if (value.trim() === '') return { status: 'absent' };
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return malformed('Il testo degli orari non è JSON valido');
    }
    if (value === null) return { status: 'absent' };
  }
  if (typeof value !== 'object' || Array.isArray(value))
    return malformed('Gli orari devono essere un oggetto per giorno');
  const hours: Record<Weekday, readonly TimeRange[]> = { ...closedWeek() };
  for (const [key, dayValue] of Object.entries(value as Record<string, unknown>)) {
    if (!isWeekday(key)) return malformed(`Giorno sconosciuto: "${key}"`);
    const ranges = parseDay(key, dayValue);
    if (typeof ranges === 'string') return malformed(ranges);
    hours[key] = ranges;
  }
  return { status: 'ok', hours };
}

/** The hours when well formed, otherwise null (absent and malformed alike). */
export function weeklyHoursOrNull(raw: unknown): WeeklyHours | null {
  const parsed = parseWeeklyHours(raw);
  return parsed.status === 'ok' ? parsed.hours : null;
}

/** JSON text in the API's form, every weekday present (closed days as `[]`). */
export function serializeWeeklyHours(hours: WeeklyHours): string {
  const out: Record<string, string[][]> = {};
  for (const day of WEEKDAYS) {
    out[day] = hours[day].map((r) => [
      formatMinuteOfDay(r.startMinute),
      formatMinuteOfDay(r.endMinute),
    ]);
  }
  return JSON.stringify(out);
}
