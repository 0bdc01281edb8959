import type { GridBounds } from '../calendar/grid.ts';
import { SLOT_MINUTES } from '../calendar/grid.ts';

/** Slot height limits in px (SPEC.md §5, §9). */
export const MIN_SLOT_HEIGHT = 16;
export const MAX_SLOT_HEIGHT = 48;

/** A slot height kept between 16 and 48 px (not a number: 16). */
export function clampSlotHeight(px: number): number {
  if (Number.isNaN(px)) return MIN_SLOT_HEIGHT;
  return Math.min(MAX_SLOT_HEIGHT, Math.max(MIN_SLOT_HEIGHT, px));
}

/** The slot height that fits `slotCount` rows in `availablePx`, in whole px, clamped to 16..48. */
export function fitSlotHeight(availablePx: number, slotCount: number): number {
  if (slotCount <= 0) return MAX_SLOT_HEIGHT;
  return clampSlotHeight(Math.floor(availablePx / slotCount));
}

/** The part of the grid a block covers, in minutes of the day, after clipping and the minimum height. */
export interface VisualExtent {
  readonly start: number;
  readonly end: number;
  readonly clippedStart: boolean;
  readonly clippedEnd: boolean;
}

/**
 * Where a block [startMinute, endMinute) is drawn: clipped to the grid and at least one slot
 * tall (SPEC.md §5). Null when it lies wholly outside the grid.
 */
export function visualExtent(
  startMinute: number,
  endMinute: number,
  bounds: GridBounds,
  slotMinutes: number = SLOT_MINUTES,
): VisualExtent | null {
  if (endMinute <= bounds.startMinute || startMinute >= bounds.endMinute) return null;
  const start = Math.max(startMinute, bounds.startMinute);
  const end = Math.min(endMinute, bounds.endMinute);
  return {
    start,
    end: Math.max(end, start + slotMinutes),
    clippedStart: start > startMinute,
    clippedEnd: end < endMinute,
  };
}

/** Top and height in px of a block drawn over [start, end) minutes of a grid. */
export function blockGeometry(
  extent: { readonly start: number; readonly end: number },
  bounds: GridBounds,
  slotHeight: number,
  slotMinutes: number = SLOT_MINUTES,
): { top: number; height: number } {
  const perMinute = slotHeight / slotMinutes;
  return {
    top: (extent.start - bounds.startMinute) * perMinute,
    height: Math.max(extent.end - extent.start, slotMinutes) * perMinute,
  };
}
