// The server's side of the wall-clock codec: the API's local ISO text and PostgreSQL's
// `timestamp` text. Parsing and printing are @agendina/scheduling's (toPlainDateTime,
// toLocalIso); the salon's time zone is its DEFAULT_TIME_ZONE (Europe/Rome), the one setting.
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE, toLocalIso, toPlainDateTime } from '@agendina/scheduling';

const CANONICAL = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/;

/** `2026-03-12 09:30:00` (PostgreSQL) or `2026-03-12T09:30` (API) → `2026-03-12T09:30:00`. */
export function localIso(value: string): string {
  // The database's form, twice per appointment read: no splitting needed.
  if (CANONICAL.test(value)) return `${value.slice(0, 10)}T${value.slice(11)}`;
  const text = value.replace(' ', 'T');
  const [date, time = '00:00:00'] = text.split('T') as [string, string?];
  const [h = '00', m = '00', s = '00'] = time.split(':');
  return `${date}T${h.padStart(2, '0')}:${m.padStart(2, '0')}:${s.slice(0, 2).padStart(2, '0')}`;
}

/** Local API text → the PostgreSQL `timestamp` literal. */
export function dbTime(value: string | Temporal.PlainDateTime): string {
  return (typeof value === 'string' ? localIso(value) : toLocalIso(value)).replace('T', ' ');
}

export function plainDateTime(value: string): Temporal.PlainDateTime {
  const parsed = toPlainDateTime(localIso(value));
  if (parsed === null) throw new RangeError(`Data non valida: ${value}`);
  return parsed;
}

export function addMinutes(value: string, minutes: number): string {
  return toLocalIso(plainDateTime(value).add({ minutes }));
}

/** Minutes from a to b (wall clock). */
export function minutesBetween(a: string, b: string): number {
  return Math.round(
    plainDateTime(a).until(plainDateTime(b), { largestUnit: 'minutes' }).total({ unit: 'minutes' }),
  );
}

/** Now on the salon's wall clock. */
export function salonNow(timeZone = DEFAULT_TIME_ZONE): Temporal.PlainDateTime {
  return Temporal.Now.plainDateTimeISO(timeZone).round({
    smallestUnit: 'minute',
    roundingMode: 'floor',
  });
}

export function today(timeZone = DEFAULT_TIME_ZONE): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(timeZone);
}

/** The salon's day of an instant. */
export function dayOf(at: Date, timeZone = DEFAULT_TIME_ZONE): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate();
}

export function plainDate(value: string): Temporal.PlainDate {
  return Temporal.PlainDate.from(value);
}

/** Each day from..to inclusive. */
export function eachDay(from: Temporal.PlainDate, to: Temporal.PlainDate): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = [];
  for (let d = from; Temporal.PlainDate.compare(d, to) <= 0; d = d.add({ days: 1 })) days.push(d);
  return days;
}

export function instant(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}
