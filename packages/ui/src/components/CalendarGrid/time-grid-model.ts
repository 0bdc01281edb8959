import type { Temporal } from 'temporal-polyfill';
import {
  SLOT_MINUTES,
  blocksBySlot,
  clampSlotHeight,
  isOnTimeOff,
  lazyLayoutCalendar,
  slotStartMinutes,
  type DisplayBlock,
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
  /** date.dayOfWeek, read once per column rather than once per cell. */
  readonly dayOfWeek: number;
  readonly operator: CalendarOperator;
  /** "Giulia, lunedì 9 marzo": the column in a cell's accessible name. */
  readonly label: string;
  /** The operator is on time off that day (their cells say 'in ferie'). */
  readonly timeOff: boolean;
}

export interface GridModel {
  readonly columns: readonly GridColumn[];
  /** Start minute of each row. */
  readonly rows: readonly number[];
  readonly slotHeight: number;
  /** The blocks that start in a cell, in lane order (undefined: none). */
  blocksAt(col: number, row: number): readonly PositionedBlock[] | undefined;
  /** A drawn block of a column by its key. */
  blockAt(col: number, key: string): PositionedBlock | undefined;
  /** Every block that occupies a cell, wherever it starts (undefined: none). */
  coveringAt(col: number, row: number): readonly DisplayBlock[] | undefined;
}

export interface GridModelInput {
  readonly appointments: readonly NormalisedAppointment[];
  readonly operators: readonly CalendarOperator[];
  readonly firstDay: Temporal.PlainDate;
  readonly days: number;
  readonly bounds: GridBounds;
  readonly slotHeight: number;
}

interface ColumnBlocks {
  /** By the row where each block starts. */
  readonly byRow: readonly (PositionedBlock[] | undefined)[];
  readonly byKey: ReadonlyMap<string, PositionedBlock>;
  /** By row, the blocks that occupy it (scheduling's rule). */
  readonly covering: readonly (DisplayBlock[] | undefined)[];
}

/**
 * Columns (day-major: day 1's operators, then day 2's ...), rows and the blocks placed by
 * @agendina/scheduling. A column's blocks are laid out the first time the column is drawn or
 * asked about: the windowed quick view draws a few of its 210 columns (decision 0005).
 */
export function buildGridModel(input: GridModelInput): GridModel {
  const slotHeight = clampSlotHeight(input.slotHeight);
  const rows = slotStartMinutes(input.bounds);
  const layout = lazyLayoutCalendar(input.appointments, {
    firstDay: input.firstDay,
    days: input.days,
    operatorIds: input.operators.map((o) => o.id),
    bounds: input.bounds,
    slotHeight,
  });
  const named = input.operators.length > 1 || input.days === 1;
  const dayLabels: string[] = [];
  const columns = layout.columns.map((column, index): GridColumn => {
    const operatorIndex = index % input.operators.length;
    const operator = input.operators[operatorIndex] as CalendarOperator;
    const day = (dayLabels[column.dayIndex] ??= longDay(column.date));
    return {
      index,
      dayIndex: column.dayIndex,
      operatorIndex,
      date: column.date,
      dayOfWeek: column.date.dayOfWeek,
      operator,
      label: named ? `${operator.name}, ${day}` : day,
      timeOff: operator.timeOff !== undefined && isOnTimeOff(operator.timeOff, column.date),
    };
  });
  const placed: (ColumnBlocks | undefined)[] = [];
  const blocksOf = (col: number): ColumnBlocks => {
    const known = placed[col];
    if (known) return known;
    const byRow: (PositionedBlock[] | undefined)[] = [];
    const byKey = new Map<string, PositionedBlock>();
    for (const positioned of layout.blocksOf(col)) {
      const row = Math.min(rows.length - 1, Math.floor(positioned.top / slotHeight + 1e-9));
      (byRow[row] ??= []).push(positioned);
      byKey.set(positioned.block.key, positioned);
    }
    for (const list of byRow) list?.sort((a, b) => a.lane - b.lane || a.top - b.top);
    const covering = blocksBySlot(
      layout.blocksOf(col).map((p) => p.block),
      rows,
    );
    return (placed[col] = { byRow, byKey, covering });
  };
  return {
    columns,
    rows,
    slotHeight,
    blocksAt: (col, row) => blocksOf(col).byRow[row],
    blockAt: (col, key) => blocksOf(col).byKey.get(key),
    coveringAt: (col, row) => blocksOf(col).covering[row],
  };
}

export { SLOT_MINUTES };
