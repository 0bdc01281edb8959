import { Temporal } from 'temporal-polyfill';
import type { CalendarResponse } from '@agendina/contract';
import { calendarRange } from '@agendina/scheduling';
import { definedOnly } from '../../../lib/search-params.ts';
import type { AppointmentFilters } from './AppointmentsFilters.tsx';
import type { AppointmentsSearch } from './appointments-search.ts';

/** Today in the salon (Europe/Rome), from the router context's clock, not the browser's zone. */
export const salonToday = (now: () => string) => Temporal.PlainDateTime.from(now()).toPlainDate();

/** The filters a search stands for: what it leaves out is the default (this week, all). */
export function filtersOf(
  search: AppointmentsSearch,
  today: Temporal.PlainDate,
): AppointmentFilters {
  const week = calendarRange('week', today);
  return {
    from: search.dal ?? week.from,
    to: search.al ?? week.to,
    operatorId: search.operatore ?? null,
    status: search.stato ?? null,
    source: search.origine ?? null,
  };
}

/** The search of some filters: defaults are left out, so the address stays short. */
export function searchOf(
  filters: AppointmentFilters,
  today: Temporal.PlainDate,
): AppointmentsSearch {
  const week = calendarRange('week', today);
  return definedOnly({
    dal: filters.from === week.from ? undefined : filters.from,
    al: filters.to === week.to ? undefined : filters.to,
    operatore: filters.operatorId ?? undefined,
    stato: filters.status ?? undefined,
    origine: filters.source ?? undefined,
  });
}

/** The days GET /appointments/calendar answers at most per request (openapi, both inclusive). */
export const CALENDAR_MAX_DAYS = 62;
/** The longest list the page asks for: a year, in pages of 62 days (six requests). */
export const LIST_MAX_DAYS = 366;
/** The dates the list takes: anything else is a date still being typed (`0020-12-21`). */
export const LIST_MIN_DATE = '2000-01-01';
export const LIST_MAX_DATE = '2099-12-31';

export const rangeMessages = {
  incomplete: 'Inserisci una data completa (gg/mm/aaaa) tra il 2000 e il 2099',
  reversed: 'La data "Al" non può venire prima della data "Dal"',
  tooLong: `Puoi vedere al massimo ${LIST_MAX_DAYS} giorni alla volta: accorcia l'intervallo`,
} as const;

/** Whether a yyyy-MM-dd date can be queried (complete, in the list's years). */
export const isListDate = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= LIST_MIN_DATE && date <= LIST_MAX_DATE;

/** What is wrong with a range, in Italian, or null when it can be listed. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isListDate(from) || !isListDate(to)) return rangeMessages.incomplete;
  const start = Temporal.PlainDate.from(from);
  const end = Temporal.PlainDate.from(to);
  if (Temporal.PlainDate.compare(start, end) > 0) return rangeMessages.reversed;
  if (start.until(end).days + 1 > LIST_MAX_DAYS) return rangeMessages.tooLong;
  return null;
}

/**
 * GET /appointments/calendar of the filters (the source is filtered in the browser): one request
 * per 62 days of the range, merged by the page; none for a range that cannot be listed.
 */
export function calendarPagesOf(filters: AppointmentFilters) {
  if (rangeProblem(filters.from, filters.to) !== null) return [];
  const last = Temporal.PlainDate.from(filters.to);
  const pages = [];
  for (
    let start = Temporal.PlainDate.from(filters.from);
    Temporal.PlainDate.compare(start, last) <= 0;
    start = start.add({ days: CALENDAR_MAX_DAYS })
  ) {
    const end = start.add({ days: CALENDAR_MAX_DAYS - 1 });
    pages.push({
      from: start.toString(),
      to: (Temporal.PlainDate.compare(end, last) < 0 ? end : last).toString(),
      hairdresserId: filters.operatorId,
      status: filters.status,
    });
  }
  return pages;
}

/** What a failed load of a page of the list leaves: no day, no appointment. */
export const emptyCalendar = ({ from, to }: { from: string; to: string }): CalendarResponse => ({
  from,
  to,
  days: [],
});
