import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SLOT_STEP_MINUTES,
  freeIntervals,
  freeStarts,
  overlaps,
  roundUpToStep,
} from './intervals.ts';

const nine = { startMinute: 9 * 60, endMinute: 13 * 60 };
const afternoon = { startMinute: 15 * 60, endMinute: 19 * 60 };

const busyArb = fc.array(
  fc
    .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 240 }))
    .map(([start, length]) => ({ start, end: start + length })),
  { maxLength: 8 },
);

describe('overlaps', () => {
  it('touching intervals do not overlap, nested ones do', () => {
    expect(overlaps(540, 600, 600, 660)).toBe(false);
    expect(overlaps(540, 600, 550, 560)).toBe(true);
    expect(overlaps(600, 660, 540, 601)).toBe(true);
  });
});

describe('roundUpToStep', () => {
  it('moves a minute up to the 15-minute grid', () => {
    expect(roundUpToStep(541)).toBe(555);
    expect(roundUpToStep(540)).toBe(540);
    expect(roundUpToStep(7, 10)).toBe(10);
  });
});

describe('freeStarts', () => {
  it('offers every quarter hour of the ranges that fits, skipping bookings', () => {
    const starts = freeStarts([nine], [{ start: 600, end: 660 }], 30);
    expect(starts).toEqual([540, 555, 570, 660, 675, 690, 705, 720, 735, 750]);
  });

  it('starts on the grid after notBefore and fits in each range', () => {
    // 12:15 + 60 min passes the 13:00 close of the morning: the first start is 15:00.
    const starts = freeStarts([nine, afternoon], [], 60, 12 * 60 + 10);
    expect(starts[0]).toBe(900);
    expect(starts.at(-1)).toBe(18 * 60);
    expect(starts).toHaveLength(13);
  });

  it('property: every start is on the grid, inside a range, clear of every booking', () => {
    fc.assert(
      fc.property(busyArb, fc.integer({ min: 5, max: 180 }), (busy, duration) => {
        for (const s of freeStarts([nine, afternoon], busy, duration)) {
          expect(s % SLOT_STEP_MINUTES).toBe(0);
          expect(
            [nine, afternoon].some((r) => s >= r.startMinute && s + duration <= r.endMinute),
          ).toBe(true);
          expect(busy.some((b) => overlaps(s, s + duration, b.start, b.end))).toBe(false);
        }
      }),
    );
  });
});

describe('freeIntervals', () => {
  it('cuts the bookings out of the ranges', () => {
    expect(
      freeIntervals(
        [nine, afternoon],
        [
          { start: 600, end: 660 },
          { start: 500, end: 550 },
          { start: 1000, end: 1200 },
        ],
      ),
    ).toEqual([
      { start: 550, end: 600 },
      { start: 660, end: 780 },
      { start: 900, end: 1000 },
    ]);
  });

  it('property: free minutes plus busy minutes inside the ranges are the working minutes', () => {
    fc.assert(
      fc.property(busyArb, (busy) => {
        const free = freeIntervals([nine, afternoon], busy);
        const minutes = new Set<number>();
        for (const f of free) {
          expect(f.end).toBeGreaterThan(f.start);
          for (let m = f.start; m < f.end; m++) minutes.add(m);
        }
        for (const r of [nine, afternoon])
          for (let m = r.startMinute; m < r.endMinute; m++) {
            const booked = busy.some((b) => b.start <= m && m < b.end);
            expect(minutes.has(m)).toBe(!booked);
          }
      }),
      { numRuns: 40 },
    );
  });
});
