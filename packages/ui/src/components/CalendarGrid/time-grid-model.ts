import type { Temporal } from 'temporal-polyfill';
import {
  SLOT_MINUTES,
  clampSlotHeight,
  layoutCalendar,
  slotStartMinutes,
  type GridBounds,
  type NormalisedAppointment,
  type PositionedBlock,
} from '@agendina/scheduling';
import { longDay } from './labels.ts';
import type { CalendarOperator } from './types.ts';

export interface GridColumn {
  readonly index: number;
  readonly dayIndex: number;
  readonly operatorIndex: number;
  readonly date: Temporal.PlainDate;
  readonly operator: CalendarOperator;
  /** "Giulia, lunedì 9 marzo": the column in a cell's accessible name. */
  readonly label: string;
}

export interface GridModel {
  readonly columns: readonly GridColumn[];
  /** Start minute of each row. */
  readonly rows: readonly number[];
  readonly slotHeight: number;
  /** Blocks by the cell where they start: key `${col}:${row}`, in lane order. */
  readonly blocksAt: ReadonlyMap<string, readonly PositionedBlock[]>;
  /** Every drawn block by its key. */
  readonly blockByKey: ReadonlyMap<string, PositionedBlock>;
}

export interface GridModelInput {
  readonly appointments: readonly NormalisedAppointment[];
  readonly operators: readonly CalendarOperator[];
  readonly firstDay: Temporal.PlainDate;
  readonly days: number;
  readonly bounds: GridBounds;
  readonly slotHeight: number;
}

/** Columns (day-major: day 1's operators, then day 2's ...), rows and the blocks placed by @agendina/scheduling. */
export function buildGridModel(input: GridModelInput): GridModel {
  const slotHeight = clampSlotHeight(input.slotHeight);
  const rows = slotStartMinutes(input.bounds);
  const layout = layoutCalendar(input.appointments, {
    firstDay: input.firstDay,
    days: input.days,
    operatorIds: input.operators.map((o) => o.id),
    bounds: input.bounds,
    slotHeight,
  });
  const columns: GridColumn[] = [];
  const blocksAt = new Map<string, PositionedBlock[]>();
  const blockByKey = new Map<string, PositionedBlock>();
  layout.columns.forEach((column, index) => {
    const operatorIndex = index % input.operators.length;
    const operator = input.operators[operatorIndex] as CalendarOperator;
    columns.push({
      index,
      dayIndex: column.dayIndex,
      operatorIndex,
      date: column.date,
      operator,
      label:
        input.operators.length > 1 || input.days === 1
          ? `${operator.name}, ${longDay(column.date)}`
          : longDay(column.date),
    });
    for (const positioned of column.blocks) {
      const row = Math.min(rows.length - 1, Math.floor(positioned.top / slotHeight + 1e-9));
      const key = `${index}:${row}`;
      const list = blocksAt.get(key) ?? [];
      list.push(positioned);
      blocksAt.set(key, list);
      blockByKey.set(positioned.block.key, positioned);
    }
  });
  for (const list of blocksAt.values()) list.sort((a, b) => a.lane - b.lane || a.top - b.top);
  return { columns, rows, slotHeight, blocksAt, blockByKey };
}

export { SLOT_MINUTES };
