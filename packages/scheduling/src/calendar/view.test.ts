import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { weeklyHoursOrNull } from '../hours/parse.ts';
import {
  calendarRange,
  effectiveView,
  monthGridWeeks,
  quickViewRange,
  shiftView,
  visibleCalendarRange,
} from './view.ts';

const d = (s: string): Temporal.PlainDate => Temporal.PlainDate.from(s);

describe('calendarRange (SPEC.md §7)', () => {
  it('asks the day to the next day for the day view', () => {
    expect(calendarRange('day', d('2026-11-19'))).toEqual({ from: '2026-11-19', to: '2026-11-20' });
    expect(calendarRange('day', d('2026-12-31'))).toEqual({ from: '2026-12-31', to: '2027-01-01' });
  });

  it('asks Monday to Sunday for the week view', () => {
    expect(calendarRange('week', d('2026-11-19'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(calendarRange('week', d('2026-11-22'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(quickViewRange(d('2026-11-16'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('asks the first to the last day of the month', () => {
    expect(calendarRange('month', d('2026-02-14'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(calendarRange('month', d('2028-02-29'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(calendarRange('month', d('2026-12-31'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('always starts a week range on a Monday and spans seven days containing the date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 30000 }), (offset) => {
        const date = d('2000-01-01').add({ days: offset });
        const { from, to } = calendarRange('week', date);
        expect(d(from).dayOfWeek).toBe(1);
        expect(d(from).until(d(to)).days).toBe(6);
        expect(Temporal.PlainDate.compare(d(from), date)).toBeLessThanOrEqual(0);
        expect(Temporal.PlainDate.compare(date, d(to))).toBeLessThanOrEqual(0);
        expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});

describe('visibleCalendarRange (issue #15)', () => {
  it('covers the whole month grid, adjacent months included', () => {
    // November 2026 starts on a Sunday: the grid runs from Monday 26 October to Sunday 6 December.
    expect(visibleCalendarRange('month', d('2026-11-19'))).toEqual({
      from: '2026-10-26',
      to: '2026-12-06',
    });
    expect(monthGridWeeks(d('2026-11-19'))).toHaveLength(6);
    // February 2027 starts on a Monday and ends on a Sunday: four weeks, nothing outside.
    expect(visibleCalendarRange('month', d('2027-02-10'))).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(visibleCalendarRange('week', d('2026-11-19'))).toEqual(
      calendarRange('week', d('2026-11-19')),
    );
    expect(visibleCalendarRange('day', d('2026-11-19'))).toEqual(
      calendarRange('day', d('2026-11-19')),
    );
  });

  it('always contains the month and starts on a Monday, at most 42 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 30000 }), (offset) => {
        const date = d('2000-01-01').add({ days: offset });
        const month = calendarRange('month', date);
        const { from, to } = visibleCalendarRange('month', date);
        expect(d(from).dayOfWeek).toBe(1);
        expect(d(to).dayOfWeek).toBe(7);
        expect(from <= month.from && month.to <= to).toBe(true);
        expect(d(from).until(d(to)).days).toBeLessThan(42);
      }),
    );
  });
});

describe('effectiveView', () => {
  it('turns week into day below 768 px only', () => {
    expect(effectiveView('week', 767)).toBe('day');
    expect(effectiveView('week', 768)).toBe('week');
    expect(effectiveView('month', 320)).toBe('month');
    expect(effectiveView('day', 1200)).toBe('day');
  });
});

describe('shiftView', () => {
  const hours = weeklyHoursOrNull(
    '{"monday":[],"tuesday":[["09:00","19:00"]],"saturday":[["09:00","19:00"]]}',
  );
  it('moves the day view to the next or previous open day', () => {
    expect(shiftView('day', d('2026-11-21'), 1, hours).toString()).toBe('2026-11-24');
    expect(shiftView('day', d('2026-11-24'), -1, hours).toString()).toBe('2026-11-21');
    expect(shiftView('day', d('2026-11-21'), 1).toString()).toBe('2026-11-22');
  });

  it('moves the week by seven days and the month by one month', () => {
    expect(shiftView('week', d('2026-11-19'), -1).toString()).toBe('2026-11-12');
    expect(shiftView('month', d('2026-01-31'), 1).toString()).toBe('2026-02-28');
  });
});
