/** Default appointment and service duration when none is known (SPEC.md §3, §9). */
export const DEFAULT_APPOINTMENT_MINUTES = 60;

/** Minutes in a wall-clock day. Every time in this package is wall-clock (local salon time). */
export const MINUTES_PER_DAY = 1440;

/** The contract's LocalTime: `HH:mm`, 24 hours (openapi/components/schemas/LocalTime.yaml). */
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minute of the day of an `HH:mm` text (00:00 to 23:59); null for anything else. */
export function parseHhMm(text: string): number | null {
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
