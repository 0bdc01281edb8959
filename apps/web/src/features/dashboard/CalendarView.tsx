import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import type { Temporal } from 'temporal-polyfill';
import type { Hairdresser } from '@agendina/api';
import {
  withCancelled,
  type Id,
  type NormalisedAppointment,
  type WeeklyHours,
} from '@agendina/scheduling';
import {
  CalendarGrid,
  Spinner,
  t,
  type BlockMove,
  type BlockPress,
  type CalendarViewKey,
  type SlotPress,
} from '@agendina/ui';
import { QueryBoundary } from '../../lib/query-boundary.tsx';
import { withPendingPlaces, type PendingPlaces } from '../reschedule/pending-moves.ts';
import { singleOperator } from './calendar-state.ts';
import type { QuickViewContainerProps } from './QuickViewContainer.tsx';

// The Vista rapida opens on demand: its chunk loads after the first paint (decision 0035).
const QuickViewContainer = lazy(() =>
  import('./QuickViewContainer.tsx').then((m) => ({ default: m.QuickViewContainer })),
);
import { useCalendarAppointments, useCalendarOperators } from './useCalendarData.ts';

export interface CalendarViewProps {
  /** The period drawn: CalendarCard's deferred one, so the previous stays while the next loads. */
  view: CalendarViewKey;
  date: Temporal.PlainDate;
  /** Week and month: the chosen (or remembered) operator; day: the selected ones, null for all. */
  operatorId: Id | null;
  dayOperatorIds: readonly Id[] | null;
  hairdressers: readonly Hairdresser[];
  openingHours: WeeklyHours | null;
  now: Temporal.PlainDateTime;
  onSlotPress: (slot: SlotPress) => void;
  onBlockPress?: ((press: BlockPress) => void) | undefined;
  onBlockMove?: ((move: BlockMove) => void) | undefined;
  onBlockMoveRequest?: ((press: BlockPress) => void) | undefined;
  pendingPlaces?: PendingPlaces | undefined;
  onDayPress: (date: Temporal.PlainDate) => void;
  focusAppointmentId: number | null;
  /** A day was chosen in the month or week view: focus goes into the day grid once drawn. */
  focusDayGrid: boolean;
  onDayGridFocused: () => void;
  /** "Mostra cancellati": off by default, cancelled visits would hide free slots. */
  showCancelled?: boolean | undefined;
  quickView: Omit<
    QuickViewContainerProps,
    'operators' | 'openingHours' | 'fallbackAppointments' | 'now'
  >;
}

/**
 * The calendar grid and the quick view with the shown period's appointments: 'Caricamento
 * appuntamenti...' in place while the first period loads; a failure leaves the calendar empty
 * (SPEC.md §8: list failures are only logged), the quick view then falls back to nothing.
 */
export function CalendarView(props: CalendarViewProps) {
  const operators = useCalendarOperators(props.hairdressers, props.openingHours);
  const single = singleOperator(operators, props.operatorId);
  const content = (appointments: readonly NormalisedAppointment[]) => (
    <CalendarContent
      {...props}
      appointments={withCancelled(appointments, props.showCancelled ?? false)}
    />
  );
  // Week and month views without any operator have nothing to ask for.
  if (props.view !== 'day' && single === null) return content([]);
  return (
    // A period that failed to load shows empty; moving to another period (or operator) reads
    // again instead of leaving every later period empty too.
    <QueryBoundary
      loading={<Spinner label={t('loadingAppointments')} />}
      failure={() => content([])}
      resetKey={`${props.view} ${props.date.toString()} ${single?.id ?? ''}`}
    >
      <CalendarData {...props} single={single}>
        {content}
      </CalendarData>
    </QueryBoundary>
  );
}

function CalendarData({
  view,
  date,
  single,
  children,
}: Pick<CalendarViewProps, 'view' | 'date'> & {
  single: { id: Id } | null;
  children: (appointments: readonly NormalisedAppointment[]) => ReactNode;
}) {
  return children(useCalendarAppointments(view, date, single));
}

function CalendarContent({
  appointments,
  ...props
}: CalendarViewProps & { appointments: readonly NormalisedAppointment[] }) {
  const operators = useCalendarOperators(props.hairdressers, props.openingHours);
  const single = singleOperator(operators, props.operatorId);
  const dayOperators =
    props.dayOperatorIds === null
      ? operators
      : operators.filter((o) => props.dayOperatorIds?.includes(o.id));
  const places = props.pendingPlaces;
  const shown = useMemo(
    () => (places ? withPendingPlaces(appointments, places) : appointments),
    [appointments, places],
  );
  // Drag only where blocks sit in time: the day and week grids (not the month's list of days).
  const movable = props.view !== 'month';
  return (
    <>
      <CalendarGrid
        view={props.view}
        date={props.date}
        operators={props.view === 'day' ? dayOperators : single ? [single] : []}
        appointments={shown}
        openingHours={props.openingHours}
        now={props.now}
        onSlotPress={props.onSlotPress}
        onBlockPress={props.onBlockPress}
        onBlockMove={movable ? props.onBlockMove : undefined}
        onBlockMoveRequest={movable ? props.onBlockMoveRequest : undefined}
        onDayPress={props.onDayPress}
        focusAppointmentId={props.focusAppointmentId}
        focusDayGrid={props.focusDayGrid}
        onDayGridFocused={props.onDayGridFocused}
      />
      <Suspense fallback={null}>
        <QuickViewContainer
          {...props.quickView}
          now={props.now}
          operators={operators}
          fallbackAppointments={appointments}
          showCancelled={props.showCancelled}
          openingHours={props.openingHours}
        />
      </Suspense>
    </>
  );
}
