import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blockEnd, blockStart, displayBlocks, displayBlocksOf } from './blocks.ts';
import { testAppointment as norm } from '../test-support/appointments.ts';
import { parseActivePeriods } from './periods.ts';

describe('displayBlocks', () => {
  it('draws one whole block without periods, BOOKED when the status is missing', () => {
    const blocks = displayBlocks(
      norm({ id: 7, dateTime: '2026-11-16T09:00', durationMinutes: 90 }),
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      key: '7:0',
      index: 0,
      count: 1,
      startMinute: 540,
      endMinute: 630,
      status: 'BOOKED',
    });
  });

  it('draws one block per period at start + offset', () => {
    const a = norm({
      id: 7,
      status: 'IN_PROGRESS',
      dateTime: '2026-11-16T09:00',
      durationMinutes: 120,
      activePeriods: [
        { startOffset: 0, duration: 30 },
        { startOffset: 75, duration: 45 },
      ],
    });
    const blocks = displayBlocks(a);
    expect(blocks.map((b) => [b.key, b.startMinute, b.endMinute, b.count, b.status])).toEqual([
      ['7:0', 540, 570, 2, 'IN_PROGRESS'],
      ['7:1', 615, 660, 2, 'IN_PROGRESS'],
    ]);
    expect(blockStart(blocks[1]!).toString()).toBe('2026-11-16T10:15:00');
    expect(blockEnd(blocks[1]!).toString()).toBe('2026-11-16T11:00:00');
  });

  it('falls back to one whole block for malformed periods', () => {
    const blocks = displayBlocks(
      norm({ id: 7, dateTime: '2026-11-16T09:00', activePeriods: '[{"startOffset":"x"}]' }),
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.endMinute).toBe(600);
  });

  it('lists the blocks of many appointments in order', () => {
    const list = [
      norm({ id: 1, dateTime: '2026-11-16T09:00' }),
      norm({
        id: 2,
        dateTime: '2026-11-16T08:00',
        activePeriods: [
          { startOffset: 0, duration: 5 },
          { startOffset: 10, duration: 5 },
        ],
      }),
    ];
    expect(displayBlocksOf(list).map((b) => b.key)).toEqual(['1:0', '2:0', '2:1']);
  });

  const periodsArb = fc.oneof(
    fc.constant(null),
    fc.array(
      fc.record({
        startOffset: fc.integer({ min: 0, max: 300 }),
        duration: fc.integer({ min: 1, max: 120 }),
      }),
      { maxLength: 6 },
    ),
    fc.string(),
  );

  it('covers exactly the appointment’s active minutes, with disjoint blocks', () => {
    fc.assert(
      fc.property(
        periodsArb,
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 240 }),
        (periods, start, duration) => {
          const h = String(Math.floor(start / 60)).padStart(2, '0');
          const m = String(start % 60).padStart(2, '0');
          const a = norm({
            id: 1,
            dateTime: `2026-03-29T${h}:${m}`,
            durationMinutes: duration,
            activePeriods: periods as never,
          });
          const parsed = parseActivePeriods(periods);
          const expected = new Set<number>();
          if (parsed === null) for (let i = 0; i < duration; i++) expected.add(start + i);
          else
            for (const p of parsed)
              for (let i = 0; i < p.duration; i++) expected.add(start + p.startOffset + i);
          const covered: number[] = [];
          for (const b of displayBlocks(a))
            for (let x = b.startMinute; x < b.endMinute; x++) covered.push(x);
          expect(covered.length).toBe(new Set(covered).size);
          expect(new Set(covered)).toEqual(expected);
        },
      ),
    );
  });
});
