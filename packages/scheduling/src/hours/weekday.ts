/** Weekday names as the API writes them in opening hours and working hours (lowercase English). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** Italian names of the weekdays, Monday first. */
export const WEEKDAY_LABELS_IT: Readonly<Record<Weekday, string>> = {
  monday: 'Lunedì',
  tuesday: 'Martedì',
  wednesday: 'Mercoledì',
  thursday: 'Giovedì',
  friday: 'Venerdì',
  saturday: 'Sabato',
  sunday: 'Domenica',
};

/** The weekday of a date (anything with Temporal's ISO `dayOfWeek`, 1 = Monday). */
export function weekdayOf(date: { readonly dayOfWeek: number }): Weekday {
  return WEEKDAYS[(date.dayOfWeek + 6) % 7] as Weekday;
}

/** Saturday or Sunday. */
export function isWeekend(date: { readonly dayOfWeek: number }): boolean {
  return date.dayOfWeek >= 6;
}
