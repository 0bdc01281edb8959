import { useMemo } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { gridBounds, type WeeklyHours } from '@agendina/scheduling';
import { longDay } from './labels.ts';
import { TimeGrid } from './TimeGrid.tsx';
import type { BlockPress, CalendarOperator, NormalisedAppointment, SlotPress } from './types.ts';
import * as styles from './TimeGrid.css.ts';

export interface DayViewProps {
  date: Temporal.PlainDate;
  /** The selected operators, one column each. */
  operators: readonly CalendarOperator[];
  appointments: readonly NormalisedAppointment[];
  /** The salon's opening hours: the rows run from the day's opening to its closing (8-20 when unknown). */
  openingHours: WeeklyHours | null;
  now?: Temporal.PlainDateTime | null;
  slotHeight?: number;
  onSlotPress?: (slot: SlotPress) => void;
  onBlockPress?: (press: BlockPress) => void;
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
      renderColumnHeader={(column) => (
        <>
          <span
            className={styles.dot}
            style={{ background: column.operator.colorCode }}
            aria-hidden="true"
          />
          {column.operator.name}
        </>
      )}
    />
  );
}
