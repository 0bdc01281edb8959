import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { parseWeeklyHours } from '../hours/parse.ts';
import type { WeeklyHours } from '../hours/parse.ts';
import {
  busyMinutes,
  isOnTimeOff,
  isoAt,
  minuteOn,
  minutesBetween,
  toInterval,
  workingRanges,
} from './operator-day.ts';
import type { Booking } from './operator-day.ts';

const MONDAY = Temporal.PlainDate.from('2026-03-09');
const SALON = (
  parseWeeklyHours('{"monday":[["09:00","13:00"],["15:00","19:00"]],"sunday":[]}') as {
    hours: WeeklyHours;
  }
).hours;

const operator = {
  active: true,
  workingHours: null as unknown,
  timeOff: [] as { startDate: string; endDate: string }[],
};

function booking(id: number, hairdresserId: number, startAt: string, endAt: string): Booking {
  return {
    appointmentId: id,
    hairdresserId,
    clientId: 1,
    clientName: 'Giulia Bianchi',
    service: 'Taglio donna',
    startAt,
    endAt,
  };
}

describe('minuteOn and minutesBetween', () => {
  it('count wall-clock minutes across midnight and the clock change', () => {
    expect(minuteOn(MONDAY, '2026-03-09T09:30:00')).toBe(570);
    expect(minuteOn(MONDAY, '2026-03-08T23:00:00')).toBe(-60);
    expect(minuteOn(MONDAY, '2026-03-10 00:15:00')).toBe(1455);
    // 2026-03-29 is the day Italy moves the clocks forward: wall-clock minutes ignore it.
    expect(minutesBetween('2026-03-29T01:00:00', '2026-03-29T04:00:00')).toBe(180);
    expect(minutesBetween('2026-03-09T10:00', '2026-03-09T09:15')).toBe(-45);
  });

  it('refuses unreadable text (bookings come from the database)', () => {
    expect(() => minuteOn(MONDAY, 'ieri')).toThrow(RangeError);
  });

  it('property: minuteOn of isoAt gives the minute back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 1440 }), (minute) => {
        expect(minuteOn(MONDAY, isoAt(MONDAY, minute))).toBe(minute);
      }),
    );
  });
});

describe('isoAt and toInterval', () => {
  it('write local ISO text and HH:mm intervals', () => {
    expect(isoAt(MONDAY, 570)).toBe('2026-03-09T09:30:00');
    expect(isoAt(MONDAY, 1440 + 30)).toBe('2026-03-10T00:30:00');
    expect(toInterval({ startMinute: 540, endMinute: 780 })).toEqual({
      start: '09:00',
      end: '13:00',
    });
    expect(toInterval({ startMinute: 0, endMinute: 1440 })).toEqual({
      start: '00:00',
      end: '23:59',
    });
  });
});

describe('workingRanges', () => {
  it('follows the salon when the operator has no hours of their own', () => {
    expect(workingRanges(operator, SALON, MONDAY)).toEqual([
      { startMinute: 540, endMinute: 780 },
      { startMinute: 900, endMinute: 1140 },
    ]);
  });

  it('uses their own hours, and 8:00–20:00 when nobody has hours', () => {
    const own = { ...operator, workingHours: '{"monday":[["10:00","14:00"]]}' };
    expect(workingRanges(own, SALON, MONDAY)).toEqual([{ startMinute: 600, endMinute: 840 }]);
    expect(workingRanges(operator, null, MONDAY)).toEqual([{ startMinute: 480, endMinute: 1200 }]);
  });

  it('gives nothing when inactive, on time off or with unreadable hours', () => {
    expect(workingRanges({ ...operator, active: false }, SALON, MONDAY)).toEqual([]);
    const away = { ...operator, timeOff: [{ startDate: '2026-03-08', endDate: '2026-03-09' }] };
    expect(workingRanges(away, SALON, MONDAY)).toEqual([]);
    expect(workingRanges({ ...operator, workingHours: '{rotto' }, SALON, MONDAY)).toEqual([]);
  });

  it('isOnTimeOff includes both ends of a period', () => {
    const periods = [{ startDate: '2026-03-09', endDate: '2026-03-11' }];
    expect(isOnTimeOff(periods, MONDAY)).toBe(true);
    expect(isOnTimeOff(periods, MONDAY.add({ days: 2 }))).toBe(true);
    expect(isOnTimeOff(periods, MONDAY.add({ days: 3 }))).toBe(false);
  });
});

describe('busyMinutes', () => {
  it("keeps the operator's bookings that touch the day, in minutes of that day", () => {
    const busy = [
      booking(1, 7, '2026-03-09T09:00:00', '2026-03-09T10:00:00'),
      booking(2, 8, '2026-03-09T09:00:00', '2026-03-09T10:00:00'),
      booking(3, 7, '2026-03-08T23:30:00', '2026-03-09T00:30:00'),
      booking(4, 7, '2026-03-08T10:00:00', '2026-03-08T11:00:00'),
      booking(5, 7, '2026-03-10T00:00:00', '2026-03-10T01:00:00'),
    ];
    expect(busyMinutes(busy, 7, MONDAY).map((b) => [b.slot.appointmentId, b.start, b.end])).toEqual(
      [
        [1, 540, 600],
        [3, -30, 30],
      ],
    );
  });
});
