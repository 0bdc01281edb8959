import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  appointmentsFromCalendar,
  calendarQueryOptions,
  dashboardRefreshMs,
  type Hairdresser,
} from '@agendina/api';
import {
  type Id,
  type WeeklyHours,
  resolveOperatorHours,
  visibleCalendarRange,
} from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import type { CalendarOperator, CalendarViewKey } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';

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

/** The operators as the calendar draws them: their hours resolved against the salon's, time off. */
export function useCalendarOperators(
  hairdressers: readonly Hairdresser[],
  openingHours: WeeklyHours | null,
): CalendarOperator[] {
  return useMemo(
    () =>
      hairdressers.map((h) => ({
        id: h.id,
        name: h.name,
        colorCode: h.colorCode,
        hours: resolveOperatorHours(h.workingHours, openingHours),
        timeOff: h.timeOff,
      })),
    [hairdressers, openingHours],
  );
}

type CalendarAnswer = Parameters<typeof appointmentsFromCalendar>[0];

/**
 * The appointments of the shown range, refreshed every 60 s (SPEC.md §9), read with
 * useSuspenseQuery: the first load suspends into the calendar's loading text; a later period is
 * asked for through a deferred value (CalendarCard), so the previous blocks stay meanwhile.
 *
 * Each period gets a `select` of its own (the same normaliser, a new function per period).
 * TanStack Query 5.108's observer, which follows the calendar from period to period, keeps its
 * select result while the select function and the raw data it last stored stay the same; a
 * deferred render of another period that React abandoned (the next click came first) stores that
 * period's appointments beside the current period's state, and the current period's next render
 * took them for its own: «Mese», the next month, then «Oggi» drew November with December's
 * appointments, none (decision 0070). A different function makes it select again.
 */
export function useCalendarAppointments(
  view: CalendarViewKey,
  date: Temporal.PlainDate,
  single: { id: Id } | null,
) {
  const options = calendarQueryOptions(useApi(), dashboardCalendarParams(view, date, single));
  const period = options.queryHash ?? JSON.stringify(options.queryKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one function per period, on purpose (see above)
  const select = useMemo(() => (raw: CalendarAnswer) => appointmentsFromCalendar(raw), [period]);
  const calendar = useSuspenseQuery({ ...options, select, refetchInterval: dashboardRefreshMs });
  return calendar.data;
}
