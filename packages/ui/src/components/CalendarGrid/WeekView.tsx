import { useMemo } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { DAYS_PER_WEEK, gridBounds, mondayOf } from '@agendina/scheduling';
import { longDay, shortDay } from './labels.ts';
import { TimeGrid } from './TimeGrid.tsx';
import type { CalendarDataProps, CalendarOperator } from './types.ts';
import * as styles from './TimeGrid.css.ts';

export interface WeekViewProps extends CalendarDataProps {
  /** Any day of the week to show (the grid starts on its Monday). */
  date: Temporal.PlainDate;
  operator: CalendarOperator;
  /** Pressing a day header goes to that day (SPEC.md §2). */
  onDayPress?: (date: Temporal.PlainDate) => void;
}

/** Week view: one operator, seven days (Monday first). */
export function WeekView({
  date,
  operator,
  openingHours,
  slotHeight = 32,
  onDayPress,
  ...props
}: WeekViewProps) {
  const monday = mondayOf(date);
  const bounds = useMemo(() => gridBounds(openingHours), [openingHours]);
  const operators = useMemo(() => [operator], [operator]);
  return (
    <TimeGrid
      {...props}
      label={`Settimana di ${operator.name} dal ${longDay(monday)}`}
      firstDay={monday}
      days={DAYS_PER_WEEK}
      operators={operators}
      bounds={bounds}
      slotHeight={slotHeight}
      columnWidth={110}
      withTooltip
      renderColumnHeader={(column) => (
        <button
          type="button"
          className={styles.headerButton}
          aria-label={`${shortDay(column.date)}, vai al giorno ${longDay(column.date)}`}
          data-row={-1}
          data-col={column.index}
          tabIndex={-1}
          onClick={() => onDayPress?.(column.date)}
        >
          {shortDay(column.date)}
        </button>
      )}
    />
  );
}
