import { Temporal } from 'temporal-polyfill';
import { appointmentSearchPageSize, type AppointmentSearchParams } from '@agendina/api';
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

/**
 * The search of some filters, the client search and the page: defaults are left out, so the
 * address stays short (a filter change passes no page: the list starts again from the first).
 */
export function searchOf(
  filters: AppointmentFilters,
  today: Temporal.PlainDate,
  extra: { cerca?: string | undefined; pagina?: number | undefined } = {},
): AppointmentsSearch {
  const week = calendarRange('week', today);
  return definedOnly({
    dal: filters.from === week.from ? undefined : filters.from,
    al: filters.to === week.to ? undefined : filters.to,
    operatore: filters.operatorId ?? undefined,
    stato: filters.status ?? undefined,
    origine: filters.source ?? undefined,
    cerca: extra.cerca?.trim() ? extra.cerca : undefined,
    pagina: extra.pagina !== undefined && extra.pagina > 1 ? extra.pagina : undefined,
  });
}

/** The longest list the page asks for: a year (GET /appointments/search's 366 days). */
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
 * GET /appointments/search of the filters, the client search and the page (from 1); null for a
 * range that cannot be listed (nothing is asked).
 */
export function searchParamsOf(
  filters: AppointmentFilters,
  query: string,
  page: number,
): AppointmentSearchParams | null {
  if (rangeProblem(filters.from, filters.to) !== null) return null;
  return {
    from: filters.from,
    to: filters.to,
    hairdresserId: filters.operatorId,
    status: filters.status,
    source: filters.source,
    q: query.trim() === '' ? null : query.trim(),
    page: page - 1,
    size: appointmentSearchPageSize,
  };
}
