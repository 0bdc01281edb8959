import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { hairdressersQueryOptions } from '@agendina/api';
import type { WeeklyHours } from '@agendina/scheduling';
import {
  Button,
  CalendarViewTabs,
  IconButton,
  OperatorMultiSelect,
  Select,
  Spinner,
  PlainCheckbox,
  t,
  useIsSmallScreen,
  type BlockMove,
  type BlockPress,
  type SlotPress,
  Inline,
} from '@agendina/ui';
import {
  calendarReducer,
  calendarStateOf,
  dashboardSearchOfState,
  quickViewOpening,
  singleOperator,
  type CalendarAction,
  type CalendarState,
} from './calendar-state.ts';
import { calendarTitle } from './calendar-title.ts';
import { dashboardSearchOf, type DashboardSearch } from './dashboard-search.ts';
import { readRememberedOperator, rememberOperator } from './operator-memory.ts';
import { CalendarView } from './CalendarView.tsx';
import { WithOpeningHours } from './opening-hours.tsx';
import { useApi } from '../../lib/router-context.ts';
import type { PendingPlaces } from '../reschedule/pending-moves.ts';
import { NewAppointmentButton } from '../booking/NewAppointmentButton.tsx';
import { useStableCallback, useStableOptional } from '../../lib/use-stable-callback.ts';
import * as styles from './dashboard.css.ts';

export interface CalendarCardProps {
  /** The salon's wall clock: its date is the calendar's «Oggi». */
  now: Temporal.PlainDateTime;
  /** View, date and operators, from the address (validated by the route). */
  search: DashboardSearch;
  /** Every move of the calendar goes to the address, so Back and a reload find it again. */
  onSearchChange: (search: DashboardSearch) => void;
  onSlotPress: (slot: SlotPress) => void;
  onBlockPress?: (press: BlockPress) => void;
  /** An appointment to focus once drawn (the one the wizard just created). */
  focusAppointmentId?: number | null;
  /** Drag and drop of blocks in the day and week views, and the S key's "Sposta". */
  onBlockMove?: (move: BlockMove) => void;
  onBlockMoveRequest?: (press: BlockPress) => void;
  /** Moves on their way to the server, drawn where they are going. */
  pendingPlaces?: PendingPlaces;
}

/**
 * The grid, drawn again only when what it shows changes. The arrows, «Oggi» and the tabs render
 * the card at once while the grid's period is deferred (below): without memo that urgent render
 * drew the previous period's grid once more before the next paint (issue #37, interactions).
 */
const MemoCalendarView = memo(CalendarView);

/** The same Temporal value as long as it reads the same: the route makes a new one per render. */
function useSameDay(date: Temporal.PlainDate): Temporal.PlainDate {
  const key = date.toString();
  return useMemo(() => Temporal.PlainDate.from(key), [key]);
}

/** The dashboard calendar card of SPEC.md §2: Giorno / Mese / Settimana, operators, quick view. */
export function CalendarCard({
  now,
  search,
  onSearchChange,
  onSlotPress,
  onBlockPress,
  focusAppointmentId = null,
  onBlockMove,
  onBlockMoveRequest,
  pendingPlaces,
}: CalendarCardProps) {
  const today = now.toPlainDate();
  // The quick view's week is the dialog's own state, not a page to come back to.
  const [quickViewStart, setQuickViewStart] = useState<Temporal.PlainDate | null>(null);
  const state = calendarStateOf(search, today, quickViewStart);
  const dispatch = (action: CalendarAction) => {
    const next = calendarReducer(state, action);
    if (next.quickViewStart !== state.quickViewStart) setQuickViewStart(next.quickViewStart);
    const nextSearch = dashboardSearchOfState(next, today);
    const key = (s: DashboardSearch) => JSON.stringify(dashboardSearchOf({ ...s }));
    if (key(nextSearch) !== key(search)) onSearchChange(nextSearch);
  };
  const [isQuickViewOpen, setQuickViewOpen] = useState(false);
  const [showCancelled, setShowCancelled] = useState(false);
  // Each view is its own tab panel: the day grid a chosen day opens is a new one, so the wish
  // to focus it lives here (issue #15: focus fell to the page, 19 Tabs from the grid).
  const [focusDayGrid, setFocusDayGrid] = useState(false);
  const isSmallScreen = useIsSmallScreen();
  const view = isSmallScreen && state.view === 'week' ? 'day' : state.view;
  // The operators come from the route's loader (awaited, empty when they failed).
  const hairdressers = useSuspenseQuery(hairdressersQueryOptions(useApi(), true)).data;
  // Week and month views show one operator: the remembered one if it still exists, else the first.
  const single = singleOperator(hairdressers, state.operatorId ?? readRememberedOperator());
  const dayOperators =
    state.dayOperatorIds === null
      ? hairdressers
      : hairdressers.filter((o) => state.dayOperatorIds?.includes(o.id));
  // The grid draws a deferred period: while the next one loads (suspends), React keeps showing
  // the previous one's blocks, and the title and arrows already follow the new date.
  const shownView = useDeferredValue(view);
  const shownDay = useDeferredValue(state.date.toString());
  const shownDate = useMemo(() => Temporal.PlainDate.from(shownDay), [shownDay]);
  const shownOperatorId = useDeferredValue(single?.id ?? null);
  // While the grid still draws the previous period it says so: a slot pressed then would be the
  // previous period's, under the new title.
  const isStale =
    shownView !== view ||
    shownDay !== state.date.toString() ||
    shownOperatorId !== (single?.id ?? null);
  // What the memoised grid is given: values that stay the same while they read the same, and
  // handlers that stay the same while calling the latest closures.
  const nowKey = now.toString();
  const gridNow = useMemo(() => Temporal.PlainDateTime.from(nowKey), [nowKey]);
  const gridToday = useSameDay(today);
  const dayIdsKey = JSON.stringify(state.dayOperatorIds);
  const gridDayOperatorIds = useMemo(
    () => JSON.parse(dayIdsKey) as CalendarState['dayOperatorIds'],
    [dayIdsKey],
  );
  const quickViewWeek = useSameDay(quickViewOpening(state, today));
  const onGridSlotPress = useStableCallback(onSlotPress);
  const onGridBlockPress = useStableOptional(onBlockPress);
  const onGridBlockMove = useStableOptional(onBlockMove);
  const onGridBlockMoveRequest = useStableOptional(onBlockMoveRequest);
  const onDayPress = useStableCallback((date: Temporal.PlainDate) => {
    setFocusDayGrid(true);
    dispatch({ type: 'go-to-day', date });
  });
  const onDayGridFocused = useStableCallback(() => setFocusDayGrid(false));
  const onWeekStartChange = useStableCallback((monday: Temporal.PlainDate) =>
    dispatch({ type: 'quick-view-start', monday }),
  );
  const onSelectDate = useStableCallback((date: Temporal.PlainDate) =>
    dispatch({ type: 'go-to-day', date }),
  );
  const quickView = useMemo(
    () => ({
      isOpen: isQuickViewOpen,
      onOpenChange: setQuickViewOpen,
      weekStart: quickViewWeek,
      onWeekStartChange,
      today: gridToday,
      onSelectDate,
      onSlotPress: onGridSlotPress,
    }),
    [isQuickViewOpen, quickViewWeek, onWeekStartChange, gridToday, onSelectDate, onGridSlotPress],
  );
  // An arrow is held (disabled, so never focused) until the salon's hours arrive: they tell
  // which days are closed. 'Oggi' needs no hours and stays outside, so its focus is never lost.
  const arrow = (direction: 1 | -1) => {
    const button = (hours: WeeklyHours | null, isDisabled = false) => (
      <IconButton
        icon={direction === 1 ? 'chevronRight' : 'chevronLeft'}
        aria-label={direction === 1 ? 'Periodo successivo' : 'Periodo precedente'}
        isDisabled={isDisabled}
        onPress={() => dispatch({ type: 'shift', direction, hours })}
      />
    );
    return (
      <WithOpeningHours pending={button(null, true)}>{(hours) => button(hours)}</WithOpeningHours>
    );
  };

  return (
    <section className={styles.calendarCard} aria-labelledby="calendario-titolo">
      <Inline space="md" align="spaceBetween" alignY="bottom">
        <Inline space="sm" alignY="center">
          <h2 id="calendario-titolo" className={styles.dateLabel}>
            {calendarTitle(view, state.date)}
          </h2>
        </Inline>
        <Inline space="sm" alignY="center">
          {arrow(-1)}
          <Button variant="secondary" onPress={() => dispatch({ type: 'today', today })}>
            Oggi
          </Button>
          {arrow(1)}
          <Button variant="secondary" onPress={() => setQuickViewOpen(true)}>
            Vista rapida
          </Button>
          <NewAppointmentButton date={state.date} />
        </Inline>
      </Inline>
      <CalendarViewTabs
        view={view}
        onViewChange={(next) => dispatch({ type: 'view', view: next })}
        isSmallScreen={isSmallScreen}
        contentView={shownView}
        pending={<Spinner label={t('loadingAppointments')} />}
      >
        <Inline space="md" align="spaceBetween" alignY="bottom">
          {/* The drawn view's picker: these controls are hidden until the grid follows `view`. */}
          {shownView === 'day' ? (
            <OperatorMultiSelect
              operators={hairdressers}
              selectedIds={dayOperators.map((o) => o.id)}
              onChange={(ids) =>
                dispatch({
                  type: 'day-operators',
                  ids: ids.length === hairdressers.length ? null : ids,
                })
              }
            />
          ) : (
            <Select
              label="Professionista"
              options={hairdressers.map((o) => ({ id: o.id, name: o.name }))}
              selectedKey={single?.id ?? null}
              onSelectionChange={(id) => {
                if (id === null) return;
                rememberOperator(id);
                dispatch({ type: 'operator', id });
              }}
            />
          )}
          {/* A native checkbox: React Aria's switch would add some 2 KB to the first load. */}
          <PlainCheckbox isSelected={showCancelled} onChange={setShowCancelled}>
            Mostra cancellati
          </PlainCheckbox>
        </Inline>
        {isStale ? <Spinner label={t('loadingAppointments')} /> : null}
        <WithOpeningHours pending={<Spinner label={t('loadingAppointments')} />}>
          {(hours) => (
            <MemoCalendarView
              view={shownView}
              date={shownDate}
              operatorId={shownOperatorId}
              dayOperatorIds={gridDayOperatorIds}
              hairdressers={hairdressers}
              openingHours={hours}
              now={gridNow}
              onSlotPress={onGridSlotPress}
              onBlockPress={onGridBlockPress}
              onBlockMove={onGridBlockMove}
              onBlockMoveRequest={onGridBlockMoveRequest}
              pendingPlaces={pendingPlaces}
              onDayPress={onDayPress}
              focusAppointmentId={focusAppointmentId}
              focusDayGrid={focusDayGrid}
              onDayGridFocused={onDayGridFocused}
              showCancelled={showCancelled}
              quickView={quickView}
            />
          )}
        </WithOpeningHours>
      </CalendarViewTabs>
    </section>
  );
}
