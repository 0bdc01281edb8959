import { formatDateIt, formatMonthYearIt, formatWeekdayIt, mondayOf } from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import type { CalendarViewKey } from '@agendina/ui';

/** The heading of the shown period: "Giovedì 19/11/2026", "16/11/2026 – 22/11/2026", "novembre 2026". */
export function calendarTitle(view: CalendarViewKey, date: Temporal.PlainDate): string {
  if (view === 'month') return formatMonthYearIt(date);
  if (view === 'week') {
    const monday = mondayOf(date);
    return `${formatDateIt(monday)} – ${formatDateIt(monday.add({ days: 6 }))}`;
  }
  return `${formatWeekdayIt(date)} ${formatDateIt(date)}`;
}
