import { useState } from 'react';
import type { Temporal } from 'temporal-polyfill';
import {
  Button,
  CalendarGrid,
  CalendarViewTabs,
  IconButton,
  OperatorMultiSelect,
  Select,
  useIsSmallScreen,
  type BlockPress,
  type SlotPress,
  Inline,
} from '@agendina/ui';
import {
  calendarReducer,
  calendarStateOf,
  dashboardSearchOfState,
  quickViewOpening,
  type CalendarAction,
} from './calendar-state.ts';
import { calendarTitle } from './calendar-title.ts';
import { dashboardSearchOf, type DashboardSearch } from './dashboard-search.ts';
import { readRememberedOperator, rememberOperator } from './operator-memory.ts';
import { QuickViewContainer } from './QuickViewContainer.tsx';
import { useCalendarData } from './useCalendarData.ts';
import * as styles from './dashboard.css.ts';

export interface CalendarCardProps {
  today: Temporal.PlainDate;
  now: Temporal.PlainDateTime;
  /** View, date and operators, from the address (validated by the route). */
  search: DashboardSearch;
  /** Every move of the calendar goes to the address, so Back and a reload find it again. */
  onSearchChange: (search: DashboardSearch) => void;
  onSlotPress: (slot: SlotPress) => void;
  onBlockPress?: (press: BlockPress) => void;
  /** An appointment to focus once drawn (the one the wizard just created). */
  focusAppointmentId?: number | null;
}

/** The dashboard calendar card of SPEC.md §2: Giorno / Mese / Settimana, operators, quick view. */
export function CalendarCard({
  today,
  now,
  search,
  onSearchChange,
  onSlotPress,
  onBlockPress,
  focusAppointmentId = null,
}: CalendarCardProps) {
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
  const isSmallScreen = useIsSmallScreen();
  const view = isSmallScreen && state.view === 'week' ? 'day' : state.view;
  const data = useCalendarData(view, state.date, state.operatorId ?? readRememberedOperator());
  const single = data.single;
  const dayOperators =
    state.dayOperatorIds === null
      ? data.operators
      : data.operators.filter((o) => state.dayOperatorIds?.includes(o.id));

  return (
    <section className={styles.calendarCard} aria-labelledby="calendario-titolo">
      <Inline space="md" align="spaceBetween" alignY="bottom">
        <Inline space="sm" alignY="center">
          <h2 id="calendario-titolo" className={styles.dateLabel}>
            {calendarTitle(view, state.date)}
          </h2>
        </Inline>
        <Inline space="sm" alignY="center">
          <IconButton
            icon="chevronLeft"
            aria-label="Periodo precedente"
            isDisabled={data.areHoursPending}
            onPress={() => dispatch({ type: 'shift', direction: -1, hours: data.openingHours })}
          />
          <Button variant="secondary" onPress={() => dispatch({ type: 'today', today })}>
            Oggi
          </Button>
          <IconButton
            icon="chevronRight"
            aria-label="Periodo successivo"
            isDisabled={data.areHoursPending}
            onPress={() => dispatch({ type: 'shift', direction: 1, hours: data.openingHours })}
          />
          <Button variant="secondary" onPress={() => setQuickViewOpen(true)}>
            Vista rapida
          </Button>
        </Inline>
      </Inline>
      <CalendarViewTabs
        view={view}
        onViewChange={(next) => dispatch({ type: 'view', view: next })}
        isSmallScreen={isSmallScreen}
      >
        <Inline space="md" align="spaceBetween" alignY="bottom">
          {view === 'day' ? (
            <OperatorMultiSelect
              operators={data.operators}
              selectedIds={dayOperators.map((o) => o.id)}
              onChange={(ids) =>
                dispatch({
                  type: 'day-operators',
                  ids: ids.length === data.operators.length ? null : ids,
                })
              }
            />
          ) : (
            <Select
              label="Professionista"
              options={data.operators.map((o) => ({ id: o.id, name: o.name }))}
              selectedKey={single?.id ?? null}
              onSelectionChange={(id) => {
                if (id === null) return;
                rememberOperator(id);
                dispatch({ type: 'operator', id });
              }}
            />
          )}
        </Inline>
        <CalendarGrid
          view={view}
          date={state.date}
          operators={view === 'day' ? dayOperators : single ? [single] : []}
          appointments={data.appointments}
          openingHours={data.openingHours}
          now={now}
          isLoading={data.isLoading}
          onSlotPress={onSlotPress}
          onBlockPress={onBlockPress}
          onDayPress={(date) => dispatch({ type: 'go-to-day', date })}
          focusAppointmentId={focusAppointmentId}
        />
      </CalendarViewTabs>
      <QuickViewContainer
        isOpen={isQuickViewOpen}
        onOpenChange={setQuickViewOpen}
        weekStart={quickViewOpening(state, today)}
        onWeekStartChange={(monday) => dispatch({ type: 'quick-view-start', monday })}
        today={today}
        now={now}
        operators={data.operators}
        fallbackAppointments={data.appointments}
        openingHours={data.openingHours}
        onSelectDate={(date) => dispatch({ type: 'go-to-day', date })}
      />
    </section>
  );
}
