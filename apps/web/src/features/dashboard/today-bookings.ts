import { toPlainDate } from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';

/** How many of the recent bookings were made today (the appointment-management card's count). */
export function countBookedToday(
  recent: readonly { createdAt?: string | null }[],
  today: Temporal.PlainDate,
): number {
  return recent.filter((appointment) => toPlainDate(appointment.createdAt)?.equals(today) === true)
    .length;
}
