import { describe, expect, it } from 'vitest';
import { appointmentAt, displayBlocks, toPlainDate } from '@agendina/scheduling';
import type { Temporal } from 'temporal-polyfill';
import { dropMinute, dropTarget, isSamePlace } from './drop-target.ts';

const bounds = { startMinute: 9 * 60, endMinute: 19 * 60 };
const day = toPlainDate('2026-03-12') as Temporal.PlainDate;

describe('dropMinute: where a dragged block lands (40 px per 30-minute row)', () => {
  it('snaps the block top to the nearest quarter of an hour', () => {
    const at = (offsetPx: number) =>
      dropMinute({ rowMinute: 10 * 60, offsetPx, slotHeight: 40 }, bounds, 45);
    expect(at(0)).toBe(600);
    expect(at(9)).toBe(600);
    expect(at(11)).toBe(615);
    expect(at(30)).toBe(630);
    expect(at(39)).toBe(630);
  });

  it('keeps the whole block on the day rows', () => {
    expect(dropMinute({ rowMinute: 9 * 60, offsetPx: -60, slotHeight: 40 }, bounds, 45)).toBe(540);
    expect(dropMinute({ rowMinute: 18 * 60 + 30, offsetPx: 20, slotHeight: 40 }, bounds, 45)).toBe(
      18 * 60 + 15,
    );
  });
});

describe('dropTarget: drop position -> new start and operator', () => {
  const visit = appointmentAt('2026-03-11T10:00', {
    id: 7,
    hairdresserId: 1,
    durationMinutes: 60,
    activePeriods: [
      { startOffset: 0, duration: 20 },
      { startOffset: 45, duration: 15 },
    ],
  });
  const [first, second] = displayBlocks(visit);

  it('moves the appointment to the cell’s day, time and operator', () => {
    const target = dropTarget(
      { date: day, operatorId: 2, rowMinute: 14 * 60, offsetPx: 20, slotHeight: 40 },
      first!,
      bounds,
    );
    expect(target.start.toString()).toBe('2026-03-12T14:15:00');
    expect(target.operatorId).toBe(2);
    expect(isSamePlace(target, first!)).toBe(false);
  });

  it('a dragged later part keeps its distance from the appointment start', () => {
    const target = dropTarget(
      { date: day, operatorId: 1, rowMinute: 15 * 60, offsetPx: 0, slotHeight: 40 },
      second!,
      bounds,
    );
    expect(target.blockMinute).toBe(15 * 60);
    expect(target.start.toString()).toBe('2026-03-12T14:15:00');
  });

  it('a drop on the same place is no move', () => {
    const target = dropTarget(
      {
        date: toPlainDate('2026-03-11') as Temporal.PlainDate,
        operatorId: 1,
        rowMinute: 600,
        offsetPx: 2,
        slotHeight: 40,
      },
      first!,
      bounds,
    );
    expect(isSamePlace(target, first!)).toBe(true);
  });
});
