import type { Temporal } from 'temporal-polyfill';
import { SLOT_MINUTES, type DisplayBlock, type GridBounds, type Id } from '@agendina/scheduling';

/** A dragged block lands on this grid of minutes (the grid's rows are 30 minutes). */
export const DRAG_STEP_MINUTES = 15;

/** Where a dragged block's top is: the cell under it and how far into that cell. */
export interface DropPoint {
  readonly date: Temporal.PlainDate;
  readonly operatorId: Id;
  /** The start minute of the cell's row. */
  readonly rowMinute: number;
  /** px from the cell's top to the dragged block's top (may be negative above the first row). */
  readonly offsetPx: number;
  readonly slotHeight: number;
}

/** Where a drop would put the appointment: its new start and operator. */
export interface DropTarget {
  readonly start: Temporal.PlainDateTime;
  /** Minute of the day of the dragged block's top (what the ghost shows). */
  readonly blockMinute: number;
  readonly operatorId: Id;
}

/**
 * The minute the dragged block's top lands on: the row's minute plus the offset, to the nearest
 * step, kept inside the grid so the whole block stays on the day's rows.
 */
export function dropMinute(
  point: Pick<DropPoint, 'rowMinute' | 'offsetPx' | 'slotHeight'>,
  bounds: GridBounds,
  blockMinutes: number,
  step = DRAG_STEP_MINUTES,
): number {
  const raw = point.rowMinute + (point.offsetPx / point.slotHeight) * SLOT_MINUTES;
  const snapped = Math.round(raw / step) * step;
  const last = Math.max(bounds.startMinute, bounds.endMinute - blockMinutes);
  return Math.min(Math.max(snapped, bounds.startMinute), last);
}

/**
 * Drop position -> the appointment's new start and operator. A dragged part of an appointment
 * (one of its active periods) keeps its distance from the appointment's start.
 */
export function dropTarget(point: DropPoint, block: DisplayBlock, bounds: GridBounds): DropTarget {
  const a = block.appointment;
  const blockMinute = dropMinute(point, bounds, block.endMinute - block.startMinute);
  const startMinute = blockMinute - (block.startMinute - a.startMinute);
  const start = point.date.toPlainDateTime({ hour: 0, minute: 0 }).add({ minutes: startMinute });
  return { start, blockMinute, operatorId: point.operatorId };
}

/** The drop changes nothing: same start, same operator. */
export function isSamePlace(target: DropTarget, block: DisplayBlock): boolean {
  const a = block.appointment;
  return target.start.equals(a.start) && target.operatorId === a.hairdresserId;
}
