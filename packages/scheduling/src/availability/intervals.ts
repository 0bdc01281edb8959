import type { ActivePeriod } from '../appointments/periods.ts';
import type { TimeRange } from '../hours/parse.ts';

/** The grid free slots are offered on (decision record 0003: a 15-minute grid). */
export const SLOT_STEP_MINUTES = 15;

/** A half-open interval [start, end) in minutes from a day's midnight. */
export interface MinuteInterval {
  readonly start: number;
  readonly end: number;
}

/** True when [aStart, aEnd) and [bStart, bEnd) share at least one minute. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/**
 * The intervals an operator is busy for a booking from `start` to `end` (minutes): one per
 * active period, clipped to the booking; the whole booking when it has none.
 */
export function activeIntervals(
  start: number,
  end: number,
  periods: readonly ActivePeriod[] | null | undefined,
): MinuteInterval[] {
  if (!periods || periods.length === 0) return [{ start, end }];
  const out: MinuteInterval[] = [];
  for (const p of periods) {
    const s = start + p.startOffset;
    const e = Math.min(end, s + p.duration);
    if (e > s) out.push({ start: s, end: e });
  }
  return out.length > 0 ? out : [{ start, end }];
}

/**
 * The busy intervals a new booking from `start` for `duration` minutes would clash with: only
 * its active periods count (the operator is free during its own waits too).
 */
export function clashes<B extends MinuteInterval>(
  busy: readonly B[],
  start: number,
  duration: number,
  periods?: readonly ActivePeriod[] | null,
): B[] {
  const mine = activeIntervals(start, start + duration, periods);
  return busy.filter((b) => mine.some((m) => overlaps(m.start, m.end, b.start, b.end)));
}

/** The first minute on the slot grid at or after `minute`. */
export function roundUpToStep(minute: number, step = SLOT_STEP_MINUTES): number {
  return Math.ceil(minute / step) * step;
}

/**
 * Free start minutes for `duration` on a day: on the 15-minute grid of each working range, the
 * whole interval inside the range and its active periods (all of it when it has none) clear of
 * every busy interval, not before `notBefore`.
 */
export function freeStarts(
  ranges: readonly TimeRange[],
  busy: readonly MinuteInterval[],
  duration: number,
  notBefore = 0,
  periods?: readonly ActivePeriod[] | null,
): number[] {
  const out: number[] = [];
  for (const range of ranges) {
    const first = roundUpToStep(Math.max(range.startMinute, notBefore));
    for (let s = first; s + duration <= range.endMinute; s += SLOT_STEP_MINUTES) {
      if (clashes(busy, s, duration, periods).length === 0) out.push(s);
    }
  }
  return out;
}

/** The free intervals of the working ranges once the busy intervals are taken out. */
export function freeIntervals(
  ranges: readonly TimeRange[],
  busy: readonly MinuteInterval[],
): MinuteInterval[] {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const out: MinuteInterval[] = [];
  for (const range of ranges) {
    let cursor = range.startMinute;
    for (const b of sorted) {
      if (b.end <= cursor || b.start >= range.endMinute) continue;
      if (b.start > cursor) out.push({ start: cursor, end: b.start });
      cursor = Math.max(cursor, b.end);
    }
    if (cursor < range.endMinute) out.push({ start: cursor, end: range.endMinute });
  }
  return out;
}
