/** Minutes in a wall-clock day. Every time in this package is wall-clock (local salon time). */
export const MINUTES_PER_DAY = 1440;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?$/;

/**
 * Minute of the day of an `HH:mm` (or `HH:mm:ss`) text; seconds are dropped.
 * `24:00` is accepted only when `allowEndOfDay` is set (a closing time at midnight).
 */
export function parseHhMm(text: string, allowEndOfDay = false): number | null {
  if (allowEndOfDay && (text === '24:00' || text === '24:00:00')) return MINUTES_PER_DAY;
  const match = HH_MM.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** `HH:mm` of a minute of the day; 1440 prints as `24:00`, later minutes wrap to the next day. */
export function formatMinuteOfDay(minute: number): string {
  if (minute === MINUTES_PER_DAY) return '24:00';
  const m = ((Math.floor(minute) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Minute of the day of anything with an hour and a minute (PlainTime, PlainDateTime). */
export function minuteOfDay(time: { readonly hour: number; readonly minute: number }): number {
  return time.hour * 60 + time.minute;
}

export { pad2 };
