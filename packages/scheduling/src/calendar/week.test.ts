import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { mondayOf } from './week.ts';

describe('mondayOf', () => {
  it('returns the Monday of the week for a Sunday', () => {
    expect(mondayOf(Temporal.PlainDate.from('2026-11-22')).toString()).toBe('2026-11-16');
  });

  it('keeps a Monday as it is', () => {
    expect(mondayOf(Temporal.PlainDate.from('2026-11-16')).toString()).toBe('2026-11-16');
  });

  it('always lands on a Monday at most six days earlier', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), (d) => {
        const date = Temporal.PlainDate.from(d.toISOString().slice(0, 10));
        const monday = mondayOf(date);
        const back = monday.until(date).days;
        expect(monday.dayOfWeek).toBe(1);
        expect(back).toBeGreaterThanOrEqual(0);
        expect(back).toBeLessThanOrEqual(6);
      }),
    );
  });
});
