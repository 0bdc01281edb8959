import type { Temporal } from 'temporal-polyfill';

/** Days shown by the week view and the quick view. */
export const DAYS_PER_WEEK = 7;

/** The Monday that starts the it-IT week containing `date` (SPEC.md §1: the week starts on Monday). */
export function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 });
}

/** The seven dates of the Monday-based week containing `date`, Monday first. */
export function weekDays(date: Temporal.PlainDate): Temporal.PlainDate[] {
  const monday = mondayOf(date);
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => monday.add({ days: i }));
}
