import { formatDateTimeIt, formatWeekdayIt } from '@agendina/scheduling';

/** «giovedì 26/11/2026 alle 09:30» of a salon-local date and time. */
export function whenLabel(dateTime: string): string {
  const weekday = formatWeekdayIt(dateTime).toLowerCase();
  const [date, time] = formatDateTimeIt(dateTime).split(' ');
  return `${weekday} ${date ?? ''} alle ${time ?? ''}`;
}
