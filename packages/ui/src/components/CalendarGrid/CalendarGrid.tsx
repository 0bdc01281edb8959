import { useLayoutEffect, useRef } from 'react';
import type { Temporal } from 'temporal-polyfill';
import type { Id } from '@agendina/scheduling';
import { t } from '../../intl/it-IT.ts';
import { Spinner } from '../Progress/Progress.tsx';
import type { CalendarViewKey } from '../Tabs/CalendarViewTabs.tsx';
import { DayView } from './DayView.tsx';
import { MonthView } from './MonthView.tsx';
import { WeekView } from './WeekView.tsx';
import type { CalendarDataProps, CalendarOperator } from './types.ts';

export interface CalendarGridProps extends CalendarDataProps {
  view: CalendarViewKey;
  date: Temporal.PlainDate;
  /** Day view: the selected operators; week view: the first one is shown. */
  operators: readonly CalendarOperator[];
  isLoading?: boolean;
  onDayPress?: (date: Temporal.PlainDate) => void;
  /**
   * An appointment to move focus to once its block is drawn (e.g. the one a dialog just created,
   * issue #15): focus goes to its first block, once per id.
   */
  focusAppointmentId?: Id | null;
}

/**
 * The dashboard calendar: day, week or month view, or the loading text while data arrives.
 * A day pressed in the month or week view is shown by the day view: focus follows into its grid
 * (issue #15), instead of falling to the page with the unmounted cell.
 */
export function CalendarGrid({
  view,
  isLoading,
  onDayPress,
  focusAppointmentId = null,
  ...props
}: CalendarGridProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const focusDayGrid = useRef(false);
  const pressDay = onDayPress
    ? (date: Temporal.PlainDate) => {
        focusDayGrid.current = true;
        onDayPress(date);
      }
    : undefined;
  // After the child grid's own layout effect has set its tab stop; waits while loading.
  useLayoutEffect(() => {
    if (!focusDayGrid.current || view !== 'day') return;
    const stop = rootRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]');
    if (!stop) return;
    focusDayGrid.current = false;
    stop.focus();
  });
  const focusedAppointment = useRef<Id | null>(null);
  useLayoutEffect(() => {
    if (focusAppointmentId === null || focusedAppointment.current === focusAppointmentId) return;
    const block = rootRef.current?.querySelector<HTMLElement>(
      `[data-block^="${focusAppointmentId}:"]`,
    );
    if (!block) return;
    focusedAppointment.current = focusAppointmentId;
    block.focus();
  });
  return (
    // display: contents: a handle for focus that leaves the views' layout as it was.
    <div ref={rootRef} style={{ display: 'contents' }}>
      {isLoading ? (
        <Spinner label={t('loadingAppointments')} />
      ) : view === 'month' ? (
        <MonthView
          date={props.date}
          appointments={props.appointments}
          today={props.now?.toPlainDate() ?? null}
          onDayPress={pressDay}
        />
      ) : view === 'week' && props.operators[0] ? (
        <WeekView {...props} operator={props.operators[0]} onDayPress={pressDay} />
      ) : (
        <DayView {...props} />
      )}
    </div>
  );
}
