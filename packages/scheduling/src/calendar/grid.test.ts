import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { closedWeek, weeklyHoursOrNull } from '../hours/parse.ts';
import { resolveOperatorHours } from '../hours/operator-hours.ts';
import { hoursArb } from '../test-support/arbitraries.ts';
import {
  daySlots,
  gridBounds,
  operatorDaySlots,
  quickViewBounds,
  slotStartMinutes,
  slotTimes,
} from './grid.ts';

const SALON = weeklyHoursOrNull(
  '{"monday":[["09:00","13:00"],["14:00","19:00"]],"saturday":[["08:30","17:00"]],"sunday":[]}',
);

describe('gridBounds', () => {
  it('runs from the earliest opening to the latest closing of the week', () => {
    expect(gridBounds(SALON)).toEqual({ startMinute: 510, endMinute: 1140 });
  });

  it('can look at some days only', () => {
    expect(gridBounds(SALON, [Temporal.PlainDate.from('2026-11-16')])).toEqual({
      startMinute: 540,
      endMinute: 1140,
    });
  });

  it('widens to whole slots', () => {
    expect(gridBounds(weeklyHoursOrNull('{"monday":[["09:15","18:45"]]}'))).toEqual({
      startMinute: 540,
      endMinute: 1140,
    });
    expect(gridBounds(weeklyHoursOrNull('{"monday":[["09:29","18:31"]]}'))).toEqual({
      startMinute: 540,
      endMinute: 1140,
    });
    expect(gridBounds(weeklyHoursOrNull('{"monday":[["09:30","18:30"]]}'))).toEqual({
      startMinute: 570,
      endMinute: 1110,
    });
  });

  it('falls back to 8:00-20:00 without hours or open days', () => {
    const fallback = { startMinute: 480, endMinute: 1200 };
    expect(gridBounds(null)).toEqual(fallback);
    expect(gridBounds(closedWeek())).toEqual(fallback);
    expect(gridBounds(SALON, [Temporal.PlainDate.from('2026-11-22')])).toEqual(fallback);
  });

  it('always contains every opening range, on the slot grid', () => {
    fc.assert(
      fc.property(hoursArb, (hours) => {
        const b = gridBounds(hours);
        expect(b.startMinute % 30).toBe(0);
        expect(b.endMinute % 30).toBe(0);
        expect(b.startMinute).toBeLessThan(b.endMinute);
        for (const ranges of Object.values(hours)) {
          for (const r of ranges) {
            expect(r.startMinute).toBeGreaterThanOrEqual(b.startMinute);
            expect(r.endMinute).toBeLessThanOrEqual(b.endMinute);
          }
        }
      }),
    );
  });
});

describe('quickViewBounds', () => {
  it('adds one hour after the latest closing', () => {
    expect(quickViewBounds(SALON)).toEqual({ startMinute: 510, endMinute: 1200 });
    expect(quickViewBounds(null)).toEqual({ startMinute: 480, endMinute: 1260 });
  });

  it('never passes midnight', () => {
    expect(quickViewBounds(weeklyHoursOrNull('{"friday":[["18:00","23:30"]]}'))).toEqual({
      startMinute: 1080,
      endMinute: 1440,
    });
  });
});

describe('slots', () => {
  it('are 30 minutes apart from start to end (end excluded)', () => {
    expect(slotStartMinutes({ startMinute: 480, endMinute: 600 })).toEqual([480, 510, 540, 570]);
    expect(slotTimes({ startMinute: 480, endMinute: 540 }).map(String)).toEqual([
      '08:00:00',
      '08:30:00',
    ]);
    expect(slotStartMinutes({ startMinute: 480, endMinute: 1200 })).toHaveLength(24);
  });

  it.each([
    ['2026-03-29', 'spring forward'],
    ['2026-10-25', 'fall back'],
  ])('keep wall-clock times on %s in Europe/Rome (%s)', (day) => {
    const date = Temporal.PlainDate.from(day);
    const slots = daySlots(date, { startMinute: 480, endMinute: 1200 });
    expect(slots).toHaveLength(24);
    expect(slots[0]?.toString()).toBe(`${day}T08:00:00`);
    expect(slots[2]?.toString()).toBe(`${day}T09:00:00`);
    expect(slots[23]?.toString()).toBe(`${day}T19:30:00`);
    slots.forEach((slot, i) => {
      expect(slot.hour * 60 + slot.minute).toBe(480 + 30 * i);
      // Each wall-clock slot is a real moment in Rome that reads back as the same wall-clock time.
      expect(slot.toZonedDateTime('Europe/Rome').toPlainDateTime().equals(slot)).toBe(true);
    });
    // Between the 08:00 and 09:00 rows one real hour passes, whatever the offset that day.
    const first = slots[0]?.toZonedDateTime('Europe/Rome');
    const third = slots[2]?.toZonedDateTime('Europe/Rome');
    expect(first && third && first.until(third).total({ unit: 'minutes' })).toBe(60);
  });

  it('keep 48 wall-clock rows on a full day even when the clocks change', () => {
    for (const day of ['2026-03-29', '2026-10-25']) {
      const slots = daySlots(Temporal.PlainDate.from(day), { startMinute: 0, endMinute: 1440 });
      expect(slots).toHaveLength(48);
      expect(slots.map((s) => s.toString().slice(11, 16))).toContain('02:30');
      expect(new Set(slots.map(String)).size).toBe(48);
    }
    // The real clock differs: the spring day is 23 hours long, the autumn day 25.
    const spring = Temporal.PlainDate.from('2026-03-29').toZonedDateTime('Europe/Rome');
    expect(spring.until(spring.add({ days: 1 })).total({ unit: 'hours' })).toBe(23);
    const autumn = Temporal.PlainDate.from('2026-10-25').toZonedDateTime('Europe/Rome');
    expect(autumn.until(autumn.add({ days: 1 })).total({ unit: 'hours' })).toBe(25);
  });
});

describe('operatorDaySlots', () => {
  it('marks slots outside the operator’s hours as overtime', () => {
    const maria = resolveOperatorHours('{"monday":[["09:00","13:00"],["14:00","19:00"]]}');
    const slots = operatorDaySlots(
      Temporal.PlainDate.from('2026-11-16'),
      { startMinute: 480, endMinute: 1200 },
      maria,
    );
    const overtime = slots.filter((s) => s.overtime).map((s) => s.start.toString().slice(11, 16));
    expect(overtime).toEqual(['08:00', '08:30', '13:00', '13:30', '19:00', '19:30']);
    expect(slots[2]).toMatchObject({ startMinute: 540, overtime: false });
  });

  it('marks every slot as overtime when the hours are malformed', () => {
    const slots = operatorDaySlots(
      Temporal.PlainDate.from('2026-11-16'),
      { startMinute: 480, endMinute: 600 },
      resolveOperatorHours('{'),
    );
    expect(slots.every((s) => s.overtime)).toBe(true);
  });
});
