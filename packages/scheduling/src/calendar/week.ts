import type { Temporal } from 'temporal-polyfill';

/** The Monday that starts the it-IT week containing `date` (SPEC.md §1: the week starts on Monday). */
export function mondayOf(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 });
}
