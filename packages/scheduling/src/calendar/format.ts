import { DEFAULT_TIME_ZONE, readDate } from '../common/wall-clock.ts';
import { pad2 } from '../common/minutes.ts';
import { WEEKDAY_LABELS_IT, weekdayOf } from '../hours/weekday.ts';

/** Shown when a date is missing. */
export const DATE_UNAVAILABLE = 'Data non disponibile';
/** Shown when a date cannot be read. */
export const DATE_INVALID = 'Data non valida';
/** Shown when a time is missing or cannot be read. */
export const TIME_UNAVAILABLE = '--:--';

const MONTHS_IT = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;

interface DateFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function dmy(d: DateFields): string {
  return `${pad2(d.day)}/${pad2(d.month)}/${String(d.year).padStart(4, '0')}`;
}

function hm(t: { readonly hour: number; readonly minute: number }): string {
  return `${pad2(t.hour)}:${pad2(t.minute)}`;
}

/**
 * it-IT date, `dd/MM/yyyy`. Never throws: a missing value gives 'Data non disponibile', an
 * unreadable one 'Data non valida'. Text with a zone or offset, Date and Instant are shown in
 * `timeZone` (default Europe/Rome); local text and Plain* values are shown as they are.
 */
export function formatDateIt(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const read = readDate(value, timeZone);
  if (read.kind === 'absent') return DATE_UNAVAILABLE;
  if (read.kind === 'date') return dmy(read.date);
  if (read.kind === 'datetime') return dmy(read.dateTime);
  return DATE_INVALID;
}

/** it-IT time, `HH:mm` (24 h). Never throws: a missing or unreadable value (or a date alone) gives '--:--'. */
export function formatTimeIt(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const read = readDate(value, timeZone);
  if (read.kind === 'datetime') return hm(read.dateTime);
  if (read.kind === 'time') return hm(read.time);
  return TIME_UNAVAILABLE;
}

/** it-IT date and time, `dd/MM/yyyy HH:mm` (a date alone prints without time). Never throws. */
export function formatDateTimeIt(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const read = readDate(value, timeZone);
  if (read.kind === 'absent') return DATE_UNAVAILABLE;
  if (read.kind === 'datetime') return `${dmy(read.dateTime)} ${hm(read.dateTime)}`;
  if (read.kind === 'date') return dmy(read.date);
  return DATE_INVALID;
}

/** Italian weekday name ('Lunedì', or 'Lun' when short); '' for an unreadable date. */
export function formatWeekdayIt(
  value: unknown,
  short = false,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const read = readDate(value, timeZone);
  const date = read.kind === 'date' ? read.date : read.kind === 'datetime' ? read.dateTime : null;
  if (date === null) return '';
  const name = WEEKDAY_LABELS_IT[weekdayOf(date)];
  return short ? name.slice(0, 3) : name;
}

/**
 * A day in words, as a client reads it: 'martedì 2 dicembre'; '' for an unreadable date. The
 * booking page and the manage link list free days this way.
 */
export function formatDayLongIt(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const read = readDate(value, timeZone);
  const date = read.kind === 'date' ? read.date : read.kind === 'datetime' ? read.dateTime : null;
  if (date === null) return '';
  const weekday = WEEKDAY_LABELS_IT[weekdayOf(date)].toLowerCase();
  return `${weekday} ${date.day} ${(MONTHS_IT[date.month - 1] as string).toLowerCase()}`;
}

/** Italian month and year ('Novembre 2026') for the month view; '' for an unreadable date. */
export function formatMonthYearIt(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  const read = readDate(value, timeZone);
  const date = read.kind === 'date' ? read.date : read.kind === 'datetime' ? read.dateTime : null;
  if (date === null) return '';
  return `${MONTHS_IT[date.month - 1] as string} ${date.year}`;
}

/** A duration in Italian: '45 min', '1 h', '1 h 30 min'. */
export function formatDurationIt(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
