// The demo's time: one "now" for the whole seed (every salon and copy is seeded against the same
// moment), and the salon's wall clock (in its time zone) turned into instants.
import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';

export const DEMO_ZONE = DEFAULT_TIME_ZONE;

export interface DemoNow {
  at: Date;
  local: Temporal.PlainDateTime;
  today: Temporal.PlainDate;
  /** The instant today began in the salon. */
  todayStart: Date;
}

export function demoNow(at = new Date()): DemoNow {
  const local = localOf(at);
  const today = local.toPlainDate();
  return { at, local, today, todayStart: instantOf(today.toPlainDateTime()) };
}

/** The instant of a salon wall-clock time. */
export function instantOf(local: Temporal.PlainDateTime): Date {
  return new Date(local.toZonedDateTime(DEMO_ZONE).epochMilliseconds);
}

/** A salon day at `minutes` after its midnight, as an instant. */
export function dayAt(day: Temporal.PlainDate, minutes: number): Date {
  return instantOf(day.toPlainDateTime().add({ minutes }));
}

export function localOf(at: Date): Temporal.PlainDateTime {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(DEMO_ZONE)
    .toPlainDateTime();
}

export const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

export const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

export const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
