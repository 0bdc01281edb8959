import { useEffect, useLayoutEffect, useRef } from 'react';
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
  /**
   * Move focus into the day grid once it is drawn: set by a parent whose day view mounts a new
   * CalendarGrid (a tab panel per view); `onDayGridFocused` says it is done.
   */
  focusDayGrid?: boolean;
  onDayGridFocused?: () => void;
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
  focusDayGrid = false,
  onDayGridFocused,
  ...props
}: CalendarGridProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const pressedDay = useRef(false);
  const pressDay = onDayPress
    ? (date: Temporal.PlainDate) => {
        pressedDay.current = true;
        onDayPress(date);
      }
    : undefined;
  // After the child grid's own layout effect has set its tab stop; waits while loading.
  useLayoutEffect(() => {
    if (!(pressedDay.current || focusDayGrid) || view !== 'day') return;
    const stop = rootRef.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]');
    if (!stop) return;
    pressedDay.current = false;
    stop.focus();
    onDayGridFocused?.();
  });
  // The block of `focusAppointmentId` takes focus once it is drawn and no dialog is open any more:
  // the dialog that created it keeps focus inside itself until its exit ends, and then returns it
  // to the pressed slot, which the new block may have made unfocusable.
  useEffect(() => {
    if (focusAppointmentId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = 0;
    const attempt = (tries: number) => {
      const block = rootRef.current?.querySelector<HTMLElement>(
        `[data-block^="${focusAppointmentId}:"]`,
      );
      const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
      if (block && !dialogOpen) {
        // Then a few ticks more, only to take focus back from the page: a focus restore scheduled
        // by the closing dialog may still run, but a user's own move is left alone.
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (settled === 0 || lost) block.focus();
        if (++settled >= 4) return;
      }
      if (tries < 100) timer = setTimeout(() => attempt(tries + 1), 50);
    };
    attempt(0);
    return () => clearTimeout(timer);
  }, [focusAppointmentId]);
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
