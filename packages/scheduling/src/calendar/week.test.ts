import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { DAYS_PER_WEEK, mondayOf, weekDays } from './week.ts';

describe('mondayOf', () => {
  it('returns the Monday of the week for a Sunday', () => {
    expect(mondayOf(Temporal.PlainDate.from('2026-11-22')).toString()).toBe('2026-11-16');
  });

  it('keeps a Monday as it is', () => {
    expect(mondayOf(Temporal.PlainDate.from('2026-11-16')).toString()).toBe('2026-11-16');
  });

  it('always lands on a Monday at most six days earlier', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (d) => {
          const date = Temporal.PlainDate.from(d.toISOString().slice(0, 10));
          const monday = mondayOf(date);
          const back = monday.until(date).days;
          expect(monday.dayOfWeek).toBe(1);
          expect(back).toBeGreaterThanOrEqual(0);
          expect(back).toBeLessThanOrEqual(6);
        },
      ),
    );
  });
});

describe('weekDays', () => {
  it('lists Monday to Sunday of the week', () => {
    const days = weekDays(Temporal.PlainDate.from('2026-11-19')).map(String);
    expect(days).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('always starts on a Monday and holds seven consecutive days including the date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 30000 }), (offset) => {
        const date = Temporal.PlainDate.from('2000-01-01').add({ days: offset });
        const days = weekDays(date);
        expect(days).toHaveLength(DAYS_PER_WEEK);
        expect(days[0]?.dayOfWeek).toBe(1);
        days.forEach((day, i) => {
          expect(day.dayOfWeek).toBe(i + 1);
        });
        expect(days.some((day) => day.equals(date))).toBe(true);
      }),
    );
  });
});
