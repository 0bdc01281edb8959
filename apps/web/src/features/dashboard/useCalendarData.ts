import { useMemo } from 'react';
import { useSuspenseQueries } from '@tanstack/react-query';
import { calendarQueryOptions, dashboardRefreshMs, type Hairdresser } from '@agendina/api';
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

/**
 * The appointments of the shown range, refreshed every 60 s (SPEC.md §9), read with suspense:
 * the first load suspends into the calendar's loading text; a later period is asked for through
 * a deferred value (CalendarCard), so the previous blocks stay meanwhile.
 *
 * One query observer per period (useSuspenseQueries matches observers by query hash), not one
 * observer moving from period to period as useSuspenseQuery's does. That observer keeps its
 * `select` result across keys (TanStack Query 5.108): a deferred render of another period that
 * React abandons (the next click came first) has already stored that period's appointments
 * beside the current period's state, and the current period's next render takes them for its
 * own. «Mese», the next month, then «Oggi» drew November with December's appointments: none.
 */
export function useCalendarAppointments(
  view: CalendarViewKey,
  date: Temporal.PlainDate,
  single: { id: Id } | null,
) {
  const [calendar] = useSuspenseQueries({
    queries: [
      {
        ...calendarQueryOptions(useApi(), dashboardCalendarParams(view, date, single)),
        refetchInterval: dashboardRefreshMs,
      },
    ],
  });
  return calendar.data;
}
