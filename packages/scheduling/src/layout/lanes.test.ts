import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assignLanes } from './lanes.ts';
import type { LaneInterval } from './lanes.ts';

const iv = (start: number, end: number): LaneInterval => ({ start, end });

describe('assignLanes', () => {
  it('keeps separate blocks in one full-width lane', () => {
    expect(assignLanes([iv(0, 30), iv(30, 60), iv(90, 120)])).toEqual([
      { lane: 0, laneCount: 1 },
      { lane: 0, laneCount: 1 },
      { lane: 0, laneCount: 1 },
    ]);
  });

  it('puts overlapping blocks side by side, reusing freed lanes', () => {
    // A 0-60, B 15-45, C 50-90 (overlaps A only): C reuses B's lane; the cluster needs 2 lanes.
    expect(assignLanes([iv(0, 60), iv(15, 45), iv(50, 90)])).toEqual([
      { lane: 0, laneCount: 2 },
      { lane: 1, laneCount: 2 },
      { lane: 1, laneCount: 2 },
    ]);
  });

  it('sizes each cluster on its own', () => {
    const result = assignLanes([iv(0, 60), iv(0, 60), iv(0, 60), iv(100, 130), iv(110, 140)]);
    expect(result.map((r) => r.laneCount)).toEqual([3, 3, 3, 2, 2]);
    expect(new Set(result.slice(0, 3).map((r) => r.lane))).toEqual(new Set([0, 1, 2]));
  });

  it('returns results in input order', () => {
    expect(assignLanes([iv(50, 90), iv(0, 60)])).toEqual([
      { lane: 1, laneCount: 2 },
      { lane: 0, laneCount: 2 },
    ]);
    expect(assignLanes([])).toEqual([]);
  });

  const intervals = fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 180 }))
      .map(([s, d]) => iv(s, s + d)),
    { maxLength: 40 },
  );

  it('never lets two blocks of one lane overlap', () => {
    fc.assert(
      fc.property(intervals, (list) => {
        const lanes = assignLanes(list);
        for (let i = 0; i < list.length; i++) {
          for (let j = i + 1; j < list.length; j++) {
            const a = list[i]!;
            const b = list[j]!;
            const overlap = a.start < b.end && b.start < a.end;
            if (overlap) {
              expect(lanes[i]!.lane).not.toBe(lanes[j]!.lane);
              expect(lanes[i]!.laneCount).toBe(lanes[j]!.laneCount);
            }
          }
          expect(lanes[i]!.lane).toBeLessThan(lanes[i]!.laneCount);
        }
      }),
    );
  });

  it('uses no more lanes than the busiest moment needs', () => {
    fc.assert(
      fc.property(intervals, (list) => {
        const lanes = assignLanes(list);
        const busiest = (t: number): number => list.filter((x) => x.start <= t && t < x.end).length;
        const maxDepth = Math.max(0, ...list.map((x) => busiest(x.start)));
        const maxLanes = Math.max(0, ...lanes.map((l) => l.laneCount));
        expect(maxLanes).toBe(maxDepth);
      }),
    );
  });
});
