import { useMemo } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { gridBounds } from '@agendina/scheduling';
import { longDay } from './labels.ts';
import { TimeGrid } from './TimeGrid.tsx';
import { OperatorHeader } from './TimeGridParts.tsx';
import type { CalendarDataProps, CalendarOperator } from './types.ts';

export interface DayViewProps extends CalendarDataProps {
  date: Temporal.PlainDate;
  /** The selected operators, one column each. */
  operators: readonly CalendarOperator[];
}

/** Day view: operator columns x 30-minute rows. */
export function DayView({
  date,
  operators,
  openingHours,
  slotHeight = 40,
  ...props
}: DayViewProps) {
  const bounds = useMemo(() => gridBounds(openingHours, [date]), [openingHours, date]);
  return (
    <TimeGrid
      {...props}
      label={`Calendario di ${longDay(date)}`}
      firstDay={date}
      days={1}
      operators={operators}
      bounds={bounds}
      slotHeight={slotHeight}
      columnWidth={140}
      withColumnPager
      withTooltip
      renderColumnHeader={(column) => <OperatorHeader operator={column.operator} />}
    />
  );
}
