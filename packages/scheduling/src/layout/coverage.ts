import { SLOT_MINUTES } from '../calendar/grid.ts';

/** What a block occupies, in minutes from its day's midnight (a DisplayBlock has these). */
export interface MinuteSpan {
  readonly startMinute: number;
  readonly endMinute: number;
}

/**
 * Whether a block occupies the slot starting at `slotStart`: it starts before the slot ends and
 * ends after it starts. A 09:45–10:30 block covers the 09:30 and 10:00 slots, not 10:30.
 */
export function coversSlot(
  block: MinuteSpan,
  slotStart: number,
  slotMinutes: number = SLOT_MINUTES,
): boolean {
  return block.startMinute < slotStart + slotMinutes && block.endMinute > slotStart;
}

/**
 * For each slot of a column (`rows`: each slot's start minute), the blocks that occupy it, in
 * the order given: what the calendar says of a cell (issue #15: a cell inside a block is not
 * 'libero'). Undefined where nothing does.
 */
export function blocksBySlot<T extends MinuteSpan>(
  blocks: readonly T[],
  rows: readonly number[],
  slotMinutes: number = SLOT_MINUTES,
): (T[] | undefined)[] {
  const out: (T[] | undefined)[] = [];
  for (const block of blocks)
    for (const [r, start] of rows.entries())
      if (coversSlot(block, start, slotMinutes)) (out[r] ??= []).push(block);
  return out;
}
