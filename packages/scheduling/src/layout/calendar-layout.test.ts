import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { displayBlocks } from '../appointments/blocks.ts';
import { testAppointment as norm } from '../test-support/appointments.ts';
import { layoutCalendar, layoutColumn, lazyLayoutCalendar } from './calendar-layout.ts';

const grid = { startMinute: 480, endMinute: 1200 };
const monday = Temporal.PlainDate.from('2026-11-16');

describe('layoutColumn', () => {
  it('places blocks with lanes and px, clamping the slot height', () => {
    const blocks = [
      ...displayBlocks(norm({ id: 1, dateTime: '2026-11-16T09:00', durationMinutes: 60 })),
      ...displayBlocks(norm({ id: 2, dateTime: '2026-11-16T09:30', durationMinutes: 10 })),
      ...displayBlocks(norm({ id: 3, dateTime: '2026-11-16T06:00', durationMinutes: 60 })),
    ];
    const placed = layoutColumn(blocks, grid, 100);
    expect(
      placed.map((p) => [p.block.key, p.top, p.height, p.lane, p.laneCount, p.left, p.width]),
    ).toEqual([
      ['1:0', 96, 96, 0, 2, 0, 0.5],
      ['2:0', 144, 48, 1, 2, 0.5, 0.5],
    ]);
  });

  it('computes lanes on the drawn size: a short block grows to one slot and may then overlap', () => {
    const blocks = [
      ...displayBlocks(norm({ id: 1, dateTime: '2026-11-16T09:00', durationMinutes: 10 })),
      ...displayBlocks(norm({ id: 2, dateTime: '2026-11-16T09:15', durationMinutes: 10 })),
    ];
    expect(layoutColumn(blocks, grid, 30).map((p) => p.laneCount)).toEqual([2, 2]);
  });
});

describe('layoutCalendar', () => {
  const appointments = [
    norm({ id: 1, hairdresserId: 1, dateTime: '2026-11-16T09:00' }),
    norm({
      id: 2,
      hairdresserId: 2,
      dateTime: '2026-11-18T10:00',
      activePeriods: [
        { startOffset: 0, duration: 20 },
        { startOffset: 40, duration: 20 },
      ],
    }),
    norm({ id: 3, hairdresserId: 1, dateTime: '2026-11-16T09:30' }),
    norm({ id: 4, hairdresserId: 9, dateTime: '2026-11-16T09:00' }),
    norm({ id: 5, hairdresserId: 1, dateTime: '2026-11-23T09:00' }),
    norm({ id: 6, hairdresserId: 1, dateTime: '2026-11-15T09:00' }),
    norm({ id: 7, hairdresserId: 2, dateTime: '2026-11-22T21:00' }),
  ];

  it('fills every day × operator column, day-major, and counts what it cannot draw', () => {
    const layout = layoutCalendar(appointments, {
      firstDay: monday,
      days: 7,
      operatorIds: [1, 2],
      bounds: grid,
      slotHeight: 30,
    });
    expect(layout.columns).toHaveLength(14);
    expect(layout.hidden).toBe(4); // operator 9, next week, previous week, after closing
    const mondayMaria = layout.columns[0]!;
    expect([
      mondayMaria.date.toString(),
      mondayMaria.operatorId,
      mondayMaria.blocks.map((b) => [b.block.key, b.lane, b.laneCount]),
    ]).toEqual([
      '2026-11-16',
      1,
      [
        ['1:0', 0, 2],
        ['3:0', 1, 2],
      ],
    ]);
    const wednesdayLuca = layout.columns[2 * 2 + 1]!;
    expect(wednesdayLuca.date.toString()).toBe('2026-11-18');
    expect(wednesdayLuca.blocks.map((b) => [b.block.key, b.top, b.height, b.laneCount])).toEqual([
      ['2:0', 120, 30, 1],
      ['2:1', 160, 30, 1],
    ]);
  });

  it('draws one day for the day view and hides everything without operators', () => {
    const day = layoutCalendar(appointments, {
      firstDay: monday,
      days: 1,
      operatorIds: [1],
      bounds: grid,
      slotHeight: 10,
    });
    expect(day.columns).toHaveLength(1);
    expect(day.columns[0]!.blocks[0]!.height).toBe(32); // slot height clamped to 16
    expect(
      layoutCalendar(appointments, {
        firstDay: monday,
        days: 7,
        operatorIds: [],
        bounds: grid,
        slotHeight: 30,
      }).hidden,
    ).toBe(8);
  });

  const raw = fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    op: fc.integer({ min: 1, max: 3 }),
    day: fc.integer({ min: 16, max: 22 }),
    minute: fc.integer({ min: 420, max: 1260 }),
    duration: fc.integer({ min: 5, max: 240 }),
    split: fc.boolean(),
  });
  type Row = typeof raw extends fc.Arbitrary<infer T> ? T : never;
  const appointmentsOf = (rows: Row[]) =>
    rows.map((r) =>
      norm({
        id: r.id,
        hairdresserId: r.op,
        durationMinutes: r.duration,
        dateTime: `2026-11-${r.day}T${String(Math.floor(r.minute / 60)).padStart(2, '0')}:${String(r.minute % 60).padStart(2, '0')}`,
        activePeriods: r.split
          ? [
              { startOffset: 0, duration: Math.ceil(r.duration / 3) },
              { startOffset: Math.ceil((r.duration * 2) / 3), duration: Math.ceil(r.duration / 3) },
            ]
          : null,
      }),
    );

  it('never overlaps blocks of one lane in any column', () => {
    fc.assert(
      fc.property(fc.array(raw, { maxLength: 60 }), (rows) => {
        const list = appointmentsOf(rows);
        const layout = layoutCalendar(list, {
          firstDay: monday,
          days: 7,
          operatorIds: [1, 2, 3],
          bounds: grid,
          slotHeight: 30,
        }); // 1 px a minute: exact arithmetic
        let drawn = 0;
        for (const column of layout.columns) {
          drawn += column.blocks.length;
          for (const a of column.blocks) {
            expect(a.height).toBeGreaterThanOrEqual(30);
            expect(a.top).toBeGreaterThanOrEqual(0);
            for (const b of column.blocks) {
              if (a === b || a.lane !== b.lane) continue;
              expect(a.top + a.height <= b.top || b.top + b.height <= a.top).toBe(true);
            }
          }
        }
        // Every display block is drawn or counted as hidden.
        expect(drawn + layout.hidden).toBe(list.flatMap(displayBlocks).length);
      }),
    );
  });

  it('lays out lazily exactly what it lays out at once, column by column, in any order asked', () => {
    fc.assert(
      fc.property(
        fc.array(raw, { maxLength: 60 }),
        fc.shuffledSubarray([...Array(21).keys()]),
        (rows, asked) => {
          const list = appointmentsOf(rows);
          const options = {
            firstDay: monday,
            days: 7,
            operatorIds: [1, 2, 3],
            bounds: grid,
            slotHeight: 24,
          };
          const eager = layoutCalendar(list, options);
          const lazy = lazyLayoutCalendar(list, options);
          expect(lazy.columns).toEqual(eager.columns.map(({ blocks: _, ...column }) => column));
          for (const i of asked) expect(lazy.blocksOf(i)).toEqual(eager.columns[i]!.blocks);
          // Asking again gives the same placed blocks, not a new layout.
          for (const i of asked) expect(lazy.blocksOf(i)).toBe(lazy.blocksOf(i));
        },
      ),
    );
  });
});
