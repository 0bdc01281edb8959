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

/** GET /appointments/calendar of the filters (the source is filtered in the browser). */
export const calendarParamsOf = (filters: AppointmentFilters) => ({
  from: filters.from,
  to: filters.to,
  hairdresserId: filters.operatorId,
  status: filters.status,
});

/** What a failed load of the list leaves: no day, no appointment. */
export const emptyCalendar = ({ from, to }: AppointmentFilters): CalendarResponse => ({
  from,
  to,
  days: [],
});
