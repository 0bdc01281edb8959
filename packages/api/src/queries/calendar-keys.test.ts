import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarKey,
  calendarKeyTouches,
  calendarKeysTouching,
  isCalendarKey,
  touchesOf,
} from './calendar-keys.ts';

const day = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);

describe('calendar query keys', () => {
  it("are ['appointments','calendar',{from,to,hairdresserId,status}] with null for absent filters", () => {
    expect(calendarKey({ from: '2026-03-09', to: '2026-03-15' })).toEqual([
      'appointments',
      'calendar',
      { from: '2026-03-09', to: '2026-03-15', hairdresserId: null, status: null },
    ]);
    expect(
      calendarKey({ from: '2026-03-09', to: '2026-03-15', hairdresserId: 3, status: 'BOOKED' })[2],
    ).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
      hairdresserId: 3,
      status: 'BOOKED',
    });
  });

  it('recognises only calendar keys', () => {
    expect(isCalendarKey(calendarKey({ from: '2026-03-09', to: '2026-03-15' }))).toBe(true);
    expect(isCalendarKey(['appointments', 'detail', 3])).toBe(false);
    expect(isCalendarKey(['appointments', 'calendar', { from: 'x', to: 'y' }])).toBe(false);
    expect(isCalendarKey(['clients', 'calendar', { from: '2026-03-09', to: '2026-03-15' }])).toBe(
      false,
    );
  });
});

describe('calendarKeyTouches', () => {
  const week = calendarKey({ from: '2026-03-09', to: '2026-03-15' });

  it('includes both ends of the range', () => {
    expect(calendarKeyTouches(week, [{ date: '2026-03-09' }])).toBe(true);
    expect(calendarKeyTouches(week, [{ date: '2026-03-15' }])).toBe(true);
    expect(calendarKeyTouches(week, [{ date: '2026-03-08' }])).toBe(false);
    expect(calendarKeyTouches(week, [{ date: '2026-03-16' }])).toBe(false);
  });

  it('a calendar filtered on an operator is touched only by that operator (or an unknown one)', () => {
    const sara = calendarKey({ from: '2026-03-09', to: '2026-03-15', hairdresserId: 3 });
    expect(calendarKeyTouches(sara, [{ date: '2026-03-10', hairdresserId: 3 }])).toBe(true);
    expect(calendarKeyTouches(sara, [{ date: '2026-03-10', hairdresserId: 4 }])).toBe(false);
    expect(calendarKeyTouches(sara, [{ date: '2026-03-10' }])).toBe(true);
    expect(calendarKeyTouches(week, [{ date: '2026-03-10', hairdresserId: 4 }])).toBe(true);
  });

  it('ignores the status filter: a change may move an appointment in or out of it', () => {
    const booked = calendarKey({ from: '2026-03-09', to: '2026-03-15', status: 'BOOKED' });
    expect(calendarKeyTouches(booked, [{ date: '2026-03-10' }])).toBe(true);
  });

  it('is never true for other keys or no touches', () => {
    expect(calendarKeyTouches(['appointments', 'recent', {}], [{ date: '2026-03-10' }])).toBe(
      false,
    );
    expect(calendarKeyTouches(week, [])).toBe(false);
  });

  it('selects exactly the ranges that contain a touched day (property)', () => {
    const range = fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 40 }));
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 450 }), { maxLength: 4 }),
        (ranges, days) => {
          const keys = ranges.map(([start, length]) =>
            calendarKey({ from: day(start), to: day(start + length) }),
          );
          const touched = calendarKeysTouching(
            keys,
            days.map((d) => ({ date: day(d) })),
          );
          const expected = keys.filter((_, i) => {
            const [start, length] = ranges[i]!;
            return days.some((d) => d >= start && d <= start + length);
          });
          expect(touched).toEqual(expected);
        },
      ),
    );
  });
});

describe('touchesOf', () => {
  it('gives the start day, and the end day when different, with the operator', () => {
    expect(
      touchesOf({
        dateTime: '2026-03-12T09:30:00',
        endTime: '2026-03-12T10:30:00',
        hairdresserId: 3,
      }),
    ).toEqual([{ date: '2026-03-12', hairdresserId: 3 }]);
    expect(touchesOf({ startTime: '2026-03-12T23:30:00', endTime: '2026-03-13T00:30:00' })).toEqual(
      [
        { date: '2026-03-12', hairdresserId: undefined },
        { date: '2026-03-13', hairdresserId: undefined },
      ],
    );
    expect(touchesOf({})).toEqual([]);
  });
});
