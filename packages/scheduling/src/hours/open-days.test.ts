import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  hasOpenDay,
  isInsideRanges,
  isOpenDay,
  nextOpenDay,
  previousOpenDay,
  rangesOn,
} from './open-days.ts';
import { closedWeek, weeklyHoursOrNull } from './parse.ts';
import type { WeeklyHours } from './parse.ts';
import { hoursArb } from '../test-support/arbitraries.ts';

// Tuesday to Saturday, with Wednesday afternoon only; Sunday and Monday closed.
const SALON = weeklyHoursOrNull(
  '{"tuesday":[["09:00","19:00"]],"wednesday":[["14:00","19:00"]],"thursday":[["09:00","19:00"]],"friday":[["09:00","19:00"]],"saturday":[["09:00","18:00"]],"sunday":[],"monday":[]}',
) as WeeklyHours;
const d = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s);

describe('isOpenDay', () => {
  it('is open only with at least one pair', () => {
    expect(isOpenDay(SALON, d('2026-11-17'))).toBe(true); // Tuesday
    expect(isOpenDay(SALON, d('2026-11-16'))).toBe(false); // Monday: []
    expect(isOpenDay(SALON, d('2026-11-22'))).toBe(false); // Sunday
    expect(rangesOn(SALON, d('2026-11-18'))).toEqual([{ startMinute: 840, endMinute: 1140 }]);
  });

  it('treats unknown hours as open every day', () => {
    expect(isOpenDay(null, d('2026-11-22'))).toBe(true);
  });
});

describe('nextOpenDay / previousOpenDay', () => {
  it('skips closed days', () => {
    expect(nextOpenDay(SALON, d('2026-11-21')).toString()).toBe('2026-11-24'); // Sat -> Tue
    expect(nextOpenDay(SALON, d('2026-11-17')).toString()).toBe('2026-11-18'); // Tue -> Wed
    expect(previousOpenDay(SALON, d('2026-11-24')).toString()).toBe('2026-11-21'); // Tue -> Sat
    expect(previousOpenDay(SALON, d('2026-11-18')).toString()).toBe('2026-11-17');
  });

  it('moves one day when nothing can be skipped (unknown hours or no open day)', () => {
    expect(nextOpenDay(null, d('2026-11-21')).toString()).toBe('2026-11-22');
    expect(previousOpenDay(closedWeek(), d('2026-11-21')).toString()).toBe('2026-11-20');
    expect(hasOpenDay(closedWeek())).toBe(false);
    expect(hasOpenDay(SALON)).toBe(true);
  });

  it('always lands on an open day within a week, in the right direction', () => {
    fc.assert(
      fc.property(hoursArb, fc.integer({ min: 0, max: 3000 }), (hours, offset) => {
        const from = d('2024-01-01').add({ days: offset });
        const next = nextOpenDay(hours, from);
        const prev = previousOpenDay(hours, from);
        const ahead = from.until(next).days;
        const behind = prev.until(from).days;
        expect(ahead).toBeGreaterThanOrEqual(1);
        expect(ahead).toBeLessThanOrEqual(7);
        expect(behind).toBeGreaterThanOrEqual(1);
        expect(behind).toBeLessThanOrEqual(7);
        if (hasOpenDay(hours)) {
          expect(isOpenDay(hours, next)).toBe(true);
          expect(isOpenDay(hours, prev)).toBe(true);
          for (let i = 1; i < ahead; i++)
            expect(isOpenDay(hours, from.add({ days: i }))).toBe(false);
        }
      }),
    );
  });
});

describe('isInsideRanges', () => {
  const ranges = [
    { startMinute: 540, endMinute: 780 },
    { startMinute: 840, endMinute: 1140 },
  ];
  it('needs the whole interval inside one range', () => {
    expect(isInsideRanges(ranges, 540, 570)).toBe(true);
    expect(isInsideRanges(ranges, 750, 780)).toBe(true);
    expect(isInsideRanges(ranges, 760, 790)).toBe(false);
    expect(isInsideRanges(ranges, 510, 540)).toBe(false);
    expect(isInsideRanges(ranges, 770, 850)).toBe(false);
    expect(isInsideRanges([], 600, 630)).toBe(false);
  });
});
