/** A part of an appointment when the operator is busy, in minutes from its start. */
export interface ActivePeriod {
  readonly startOffset: number;
  readonly duration: number;
}

/** activePeriods as the API may send them: JSON text or an array. */
export type RawActivePeriods = string | readonly unknown[] | null | undefined;

function readPeriod(value: unknown): ActivePeriod | null {
  if (typeof value !== 'object' || value === null) return null;
  const { startOffset, duration } = value as { startOffset?: unknown; duration?: unknown };
  if (typeof startOffset !== 'number' || !Number.isInteger(startOffset) || startOffset < 0)
    return null;
  if (typeof duration !== 'number' || !Number.isInteger(duration) || duration <= 0) return null;
  return { startOffset, duration };
}

/**
 * Reads activePeriods (SPEC.md §3): JSON text or an array of {startOffset, duration} in whole
 * minutes (offset ≥ 0, duration > 0). Returns them sorted, overlapping ones merged; null when
 * absent, empty or malformed — the appointment is then one whole block.
 */
export function parseActivePeriods(raw: unknown): ActivePeriod[] | null {
  let value = raw;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!Array.isArray(value) || value.length === 0) return null;
  const periods: ActivePeriod[] = [];
  for (const item of value) {
    const period = readPeriod(item);
    if (period === null) return null;
    periods.push(period);
  }
  periods.sort((a, b) => a.startOffset - b.startOffset);
  const merged: ActivePeriod[] = [periods[0] as ActivePeriod];
  for (let i = 1; i < periods.length; i++) {
    const p = periods[i] as ActivePeriod;
    const last = merged[merged.length - 1] as ActivePeriod;
    const lastEnd = last.startOffset + last.duration;
    if (p.startOffset < lastEnd) {
      merged[merged.length - 1] = {
        startOffset: last.startOffset,
        duration: Math.max(lastEnd, p.startOffset + p.duration) - last.startOffset,
      };
    } else {
      merged.push(p);
    }
  }
  return merged;
}
