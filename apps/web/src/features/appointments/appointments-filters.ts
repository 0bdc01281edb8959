import type { Temporal } from 'temporal-polyfill';
import { appointmentSearchPageSize, type AppointmentSearchParams } from '@agendina/api';
import { calendarRange } from '@agendina/scheduling';
import { definedOnly } from '../../lib/search-params.ts';
import { rangeProblem } from '../../lib/date-range.ts';
import type { AppointmentFilters } from './AppointmentsFilters.tsx';
import type { AppointmentsSearch } from './appointments-search.ts';

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
