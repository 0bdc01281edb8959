import { Temporal } from 'temporal-polyfill';
import {
  calendarQueryOptions,
  callbacksQueryOptions,
  currentUserQueryOptions,
  hairdressersQueryOptions,
  todayBookingsCountQueryOptions,
} from '@agendina/api';
import { ensureListOrEmpty, ensureOrEmpty } from '../../lib/route-data.ts';
import type { RouterContext } from '../../lib/router-context.ts';
import { calendarStateOf, singleOperator } from './calendar-state.ts';
import type { DashboardSearch } from './dashboard-search.ts';
import { readRememberedOperator } from './operator-memory.ts';
import { dashboardCalendarParams } from './useCalendarData.ts';

/**
 * The dashboard route's loader. The lists (operators, callbacks) and today's bookings are awaited,
 * empty when they fail (SPEC.md §8). The salon's hours and the shown period's appointments are
 * only started (awaiting them would hold the whole page): the calendar reads them with
 * useSuspenseQuery under its own boundaries, showing 'Caricamento appuntamenti...' and holding
 * its arrows until they arrive, as SPEC.md asks.
 */
export async function loadDashboard(
  { queryClient, api, now }: RouterContext,
  search: DashboardSearch,
): Promise<void> {
  void queryClient.prefetchQuery(currentUserQueryOptions(api));
  const operators = hairdressersQueryOptions(api, true);
  await Promise.all([
    ensureListOrEmpty(queryClient, operators),
    ensureListOrEmpty(queryClient, callbacksQueryOptions(api)),
    ensureOrEmpty(queryClient, todayBookingsCountQueryOptions(api), { count: 0 }),
  ]);
  const today = Temporal.PlainDateTime.from(now()).toPlainDate();
  const { view, date, operatorId } = calendarStateOf(search, today, null);
  const single = singleOperator(
    queryClient.getQueryData(operators.queryKey) ?? [],
    operatorId ?? readRememberedOperator(),
  );
  if (view === 'day' || single !== null)
    void queryClient.prefetchQuery(
      calendarQueryOptions(api, dashboardCalendarParams(view, date, single)),
    );
}
