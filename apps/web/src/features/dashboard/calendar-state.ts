import { mondayOf, shiftView, type Id, type WeeklyHours } from '@agendina/scheduling';
import { Temporal } from 'temporal-polyfill';
import type { CalendarViewKey } from '@agendina/ui';
import { definedOnly } from '../../lib/search-params.ts';
import type { DashboardSearch, DashboardView } from './dashboard-search.ts';

/** Operator ids as the scheduling package reads them (the API sends numbers). */
export type OperatorId = Id;

export interface CalendarState {
  view: CalendarViewKey;
  date: Temporal.PlainDate;
  /** Day view: the operators shown; null means all of them. */
  dayOperatorIds: OperatorId[] | null;
  /** Week and month views: the one operator shown (remembered across visits). */
  operatorId: OperatorId | null;
  /** The quick view's last Monday; null until it is first opened (then the current week). */
  quickViewStart: Temporal.PlainDate | null;
}

export type CalendarAction =
  | { type: 'view'; view: CalendarViewKey }
  | { type: 'go-to-day'; date: Temporal.PlainDate }
  | { type: 'shift'; direction: 1 | -1; hours: WeeklyHours | null }
  | { type: 'today'; today: Temporal.PlainDate }
  | { type: 'day-operators'; ids: OperatorId[] | null }
  | { type: 'operator'; id: OperatorId }
  | { type: 'quick-view-start'; monday: Temporal.PlainDate };

export const initialCalendarState = (
  today: Temporal.PlainDate,
  rememberedOperatorId: OperatorId | null,
): CalendarState => ({
  view: 'day',
  date: today,
  dayOperatorIds: null,
  operatorId: rememberedOperatorId,
  quickViewStart: null,
});

/** The dashboard calendar's navigation (SPEC.md §2): views, dates, operator selections. */
export function calendarReducer(state: CalendarState, action: CalendarAction): CalendarState {
  switch (action.type) {
    case 'view':
      return { ...state, view: action.view };
    case 'go-to-day':
      // Clicking a day in month or week view jumps to day view.
      return { ...state, view: 'day', date: action.date };
    case 'shift':
      return { ...state, date: shiftView(state.view, state.date, action.direction, action.hours) };
    case 'today':
      return { ...state, date: action.today };
    case 'day-operators':
      return { ...state, dayOperatorIds: action.ids };
    case 'operator':
      return { ...state, operatorId: action.id };
    case 'quick-view-start':
      return { ...state, quickViewStart: mondayOf(action.monday) };
  }
}

/** Where the quick view opens: the last viewed week, or the current Monday-based week. */
export const quickViewOpening = (state: CalendarState, today: Temporal.PlainDate) =>
  state.quickViewStart ?? mondayOf(today);

/** The operator of the week and month views: the remembered one if it still exists, else the first. */
export function singleOperator<T extends { id: OperatorId }>(
  operators: readonly T[],
  id: OperatorId | null,
): T | null {
  return operators.find((o) => o.id === id) ?? operators[0] ?? null;
}

const viewOfSearch = { giorno: 'day', settimana: 'week', mese: 'month' } as const satisfies Record<
  DashboardView,
  CalendarViewKey
>;
const searchOfView = { day: 'giorno', week: 'settimana', month: 'mese' } as const satisfies Record<
  CalendarViewKey,
  DashboardView
>;

/**
 * The calendar a /dashboard address shows. The week and month professional is the address's,
 * or null: then the one remembered in local storage (useCalendarData resolves it).
 */
export function calendarStateOf(
  search: DashboardSearch,
  today: Temporal.PlainDate,
  quickViewStart: Temporal.PlainDate | null,
): CalendarState {
  return {
    ...initialCalendarState(today, search.operatore ?? null),
    view: viewOfSearch[search.vista ?? 'giorno'],
    date: search.data === undefined ? today : Temporal.PlainDate.from(search.data),
    dayOperatorIds: search.operatori ?? null,
    quickViewStart,
  };
}

/** The address of a calendar state: defaults (day view, today, every operator) are left out. */
export function dashboardSearchOfState(
  state: CalendarState,
  today: Temporal.PlainDate,
): DashboardSearch {
  const numeric = (id: OperatorId) => (typeof id === 'number' ? id : Number(id));
  return definedOnly({
    vista: state.view === 'day' ? undefined : searchOfView[state.view],
    data: state.date.equals(today) ? undefined : state.date.toString(),
    operatori: state.dayOperatorIds?.map(numeric),
    operatore: state.operatorId === null ? undefined : numeric(state.operatorId),
  });
}
