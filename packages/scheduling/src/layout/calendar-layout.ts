import type { Temporal } from 'temporal-polyfill';
import type { Id } from '@agendina/contract';
import { dayNumberOfDate } from '../common/wall-clock.ts';
import { displayBlocks } from '../appointments/blocks.ts';
import type { DisplayBlock } from '../appointments/blocks.ts';
import type { NormalisedAppointment } from '../appointments/appointment.ts';
import { SLOT_MINUTES } from '../calendar/grid.ts';
import type { GridBounds } from '../calendar/grid.ts';
import { clampSlotHeight, visualExtent } from './geometry.ts';
import { assignLanesInOrder, compareForLanes } from './lanes.ts';

/** A block placed in a column: px from the grid top, and its lane as fractions of the column width. */
export interface PositionedBlock {
  readonly block: DisplayBlock;
  readonly top: number;
  readonly height: number;
  readonly lane: number;
  readonly laneCount: number;
  /** Left edge and width as fractions (0..1) of the column. */
  readonly left: number;
  readonly width: number;
  readonly clippedStart: boolean;
  readonly clippedEnd: boolean;
}

/** One operator's column on one day. */
export interface ColumnLayout {
  readonly dayIndex: number;
  readonly date: Temporal.PlainDate;
  readonly operatorId: Id;
  readonly blocks: readonly PositionedBlock[];
}

export interface CalendarLayoutOptions {
  /** The first day shown (a Monday for the week and quick views). */
  readonly firstDay: Temporal.PlainDate;
  /** How many days (1 for the day view, 7 for week and quick view). */
  readonly days: number;
  /** The operators' columns, in display order. */
  readonly operatorIds: readonly Id[];
  readonly bounds: GridBounds;
  /** Clamped to 16..48 px. */
  readonly slotHeight: number;
  readonly slotMinutes?: number;
}

export interface CalendarLayout {
  /** Day-major: columns[dayIndex * operatorIds.length + operatorIndex]. */
  readonly columns: readonly ColumnLayout[];
  /** Blocks not drawn: other days, other operators, or wholly outside the grid hours. */
  readonly hidden: number;
}

interface Pending {
  readonly block: DisplayBlock;
  readonly start: number;
  readonly end: number;
  readonly clippedStart: boolean;
  readonly clippedEnd: boolean;
}

function pending(block: DisplayBlock, bounds: GridBounds, slotMinutes: number): Pending | null {
  const extent = visualExtent(block.startMinute, block.endMinute, bounds, slotMinutes);
  if (extent === null) return null;
  const { start, end, clippedStart, clippedEnd } = extent;
  return { block, start, end, clippedStart, clippedEnd };
}

/** Lanes and px for the blocks of one column (one operator, one day), in start order. */
export function layoutColumn(
  blocks: readonly DisplayBlock[],
  bounds: GridBounds,
  slotHeight: number,
  slotMinutes: number = SLOT_MINUTES,
): PositionedBlock[] {
  const list: Pending[] = [];
  for (const block of blocks) {
    const p = pending(block, bounds, slotMinutes);
    if (p) list.push(p);
  }
  return place(list, bounds, clampSlotHeight(slotHeight), slotMinutes);
}

function place(
  list: Pending[],
  bounds: GridBounds,
  slotHeight: number,
  slotMinutes: number,
): PositionedBlock[] {
  if (list.length === 0) return [];
  list.sort(compareForLanes); // stable: equal blocks keep the appointments' order
  const lanes: number[] = [];
  const counts: number[] = [];
  assignLanesInOrder(list, lanes, counts);
  const perMinute = slotHeight / slotMinutes;
  const out = new Array<PositionedBlock>(list.length);
  for (let i = 0; i < list.length; i++) {
    const p = list[i] as Pending;
    const lane = lanes[i] as number;
    const laneCount = counts[i] as number;
    out[i] = {
      block: p.block,
      top: (p.start - bounds.startMinute) * perMinute,
      height: (p.end - p.start) * perMinute,
      lane,
      laneCount,
      left: lane / laneCount,
      width: 1 / laneCount,
      clippedStart: p.clippedStart,
      clippedEnd: p.clippedEnd,
    };
  }
  return out;
}

/** Appointments sorted into day-major columns: what both layouts below start from. */
interface Buckets {
  readonly columns: readonly Omit<ColumnLayout, 'blocks'>[];
  readonly appointments: readonly NormalisedAppointment[][];
  /** Blocks of appointments in no column: other days or other operators. */
  readonly outside: number;
}

function bucketCalendar(
  appointments: readonly NormalisedAppointment[],
  options: CalendarLayoutOptions,
): Buckets {
  const { days, operatorIds } = options;
  const firstDay = dayNumberOfDate(options.firstDay);
  const operatorIndex = new Map<Id | null, number>();
  operatorIds.forEach((id, i) => operatorIndex.set(id, i));
  const width = operatorIds.length;
  const buckets: NormalisedAppointment[][] = Array.from({ length: days * width }, () => []);
  let outside = 0;
  for (const appointment of appointments) {
    const dayIndex = appointment.dayNumber - firstDay;
    const column = operatorIndex.get(appointment.hairdresserId);
    if (column === undefined || dayIndex < 0 || dayIndex >= days)
      outside += displayBlocks(appointment).length;
    else (buckets[dayIndex * width + column] as NormalisedAppointment[]).push(appointment);
  }
  const dates = Array.from({ length: days }, (_, i) => options.firstDay.add({ days: i }));
  const columns = buckets.map((_, i) => ({
    dayIndex: Math.floor(i / width),
    date: dates[Math.floor(i / width)] as Temporal.PlainDate,
    operatorId: operatorIds[i % width] as Id,
  }));
  return { columns, appointments: buckets, outside };
}

/** The blocks of one column's appointments, placed; `hidden` counts those wholly outside the grid. */
function placeAppointments(
  appointments: readonly NormalisedAppointment[],
  options: CalendarLayoutOptions,
): { blocks: PositionedBlock[]; hidden: number } {
  const slotMinutes = options.slotMinutes ?? SLOT_MINUTES;
  const list: Pending[] = [];
  let hidden = 0;
  for (const appointment of appointments) {
    for (const block of displayBlocks(appointment)) {
      const p = pending(block, options.bounds, slotMinutes);
      if (p) list.push(p);
      else hidden++;
    }
  }
  const slotHeight = clampSlotHeight(options.slotHeight);
  return { blocks: place(list, options.bounds, slotHeight, slotMinutes), hidden };
}

/**
 * The day, week and quick views at once: every appointment split into display blocks, put in
 * its day and operator column, clipped to the grid, at least one slot tall, with side-by-side
 * lanes where blocks of one operator overlap. Pure numbers: fast enough for thousands of blocks.
 */
export function layoutCalendar(
  appointments: readonly NormalisedAppointment[],
  options: CalendarLayoutOptions,
): CalendarLayout {
  const buckets = bucketCalendar(appointments, options);
  let hidden = buckets.outside;
  const columns = buckets.columns.map((column, i) => {
    const placed = placeAppointments(buckets.appointments[i] as NormalisedAppointment[], options);
    hidden += placed.hidden;
    return { ...column, blocks: placed.blocks };
  });
  return { columns, hidden };
}

/** layoutCalendar's columns, each laid out only when first asked for. */
export interface LazyCalendarLayout {
  /** Day-major, as in layoutCalendar, without the blocks. */
  readonly columns: readonly Omit<ColumnLayout, 'blocks'>[];
  /** The blocks of column `index`, exactly as layoutCalendar places them; computed once. */
  blocksOf(index: number): readonly PositionedBlock[];
}

/**
 * layoutCalendar for grids that draw only some columns (the quick view of a big salon renders
 * the columns in view): sorting appointments into columns is one cheap pass, the display blocks,
 * clipping and lanes of a column wait until the column is drawn.
 */
export function lazyLayoutCalendar(
  appointments: readonly NormalisedAppointment[],
  options: CalendarLayoutOptions,
): LazyCalendarLayout {
  const buckets = bucketCalendar(appointments, options);
  const placed: (readonly PositionedBlock[] | undefined)[] = [];
  return {
    columns: buckets.columns,
    blocksOf: (index) =>
      (placed[index] ??= placeAppointments(buckets.appointments[index] ?? [], options).blocks),
  };
}
