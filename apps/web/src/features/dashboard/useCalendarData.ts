import { useMemo } from 'react';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  calendarQueryOptions,
  currentUserQueryOptions,
  dashboardRefreshMs,
  hairdressersQueryOptions,
  appointmentsFromCalendar,
} from '@agendina/api';
import {
  type Id,
  resolveOperatorHours,
  visibleCalendarRange,
  weeklyHoursOrNull,
} from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import type { CalendarOperator, CalendarViewKey } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { singleOperator } from './calendar-state.ts';

/**
 * GET /appointments/calendar of the shown dates (the month grid's days of the adjacent months
 * included): week and month views show one operator.
 */
export const dashboardCalendarParams = (
  view: CalendarViewKey,
  date: Temporal.PlainDate,
  single: { id: Id } | null,
) => ({
  ...visibleCalendarRange(view, date),
  hairdresserId: view !== 'day' ? (single?.id ?? null) : null,
  status: null,
});

/**
 * What the dashboard calendar shows: the salon's hours, the operators with their hours, and the
 * appointments of the shown range, refreshed every 60 s (SPEC.md §9). Load failures leave empty
 * lists (SPEC.md §8): the calendar still opens. The operators come from the route's loader; the
 * hours and the appointments are deferred (the loader starts them, the grid shows its loading
 * text and keeps the previous period's blocks meanwhile), so they are read with useQuery.
 */
export function useCalendarData(
  view: CalendarViewKey,
  date: Temporal.PlainDate,
  rememberedOperatorId: Id | null,
) {
  const api = useApi();
  const me = useQuery(currentUserQueryOptions(api));
  const hairdressers = useSuspenseQuery(hairdressersQueryOptions(api, true));
  // Memoised on the server data, so the grid's layout runs only when the data changes.
  const rawHours = me.data?.openingHours ?? null;
  const openingHours = useMemo(() => weeklyHoursOrNull(rawHours), [rawHours]);
  const operators = useMemo<CalendarOperator[]>(
    () =>
      hairdressers.data.map((h) => ({
        id: h.id,
        name: h.name,
        colorCode: h.colorCode,
        hours: resolveOperatorHours(h.workingHours, openingHours),
        timeOff: h.timeOff,
      })),
    [hairdressers.data, openingHours],
  );
  // Week and month show one operator: the remembered one if it still exists, else the first.
  const single = singleOperator(operators, rememberedOperatorId);
  const calendar = useQuery({
    ...calendarQueryOptions(api, dashboardCalendarParams(view, date, single)),
    refetchInterval: dashboardRefreshMs,
    placeholderData: keepPreviousData,
    enabled: view === 'day' || single !== null,
  });

  const appointments = useMemo(() => appointmentsFromCalendar(calendar.data), [calendar.data]);

  // Until the salon's hours are known (or failed to load) the arrows cannot tell which days are
  // closed, and the grid cannot tell its rows: both wait for them. Not while paused offline: the
  // arrows then work as with hours that failed to load.
  const areHoursPending = me.isPending && me.fetchStatus === 'fetching';

  return {
    openingHours,
    areHoursPending,
    operators,
    appointments,
    single,
    isLoading: areHoursPending || (calendar.isPending && calendar.fetchStatus !== 'idle'),
    businessType: me.data?.businessType ?? null,
  };
}
