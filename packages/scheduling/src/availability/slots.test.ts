import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { parseWeeklyHours } from '../hours/parse.ts';
import type { WeeklyHours } from '../hours/parse.ts';
import { occupancy } from './occupancy.ts';
import type { AvailabilityOperator, Booking } from './operator-day.ts';
import {
  DEFAULT_ALTERNATIVES,
  alternativeSlots,
  nextSlot,
  operatorDay,
  operatorSlots,
  operatorsFor,
} from './slots.ts';

const MONDAY = Temporal.PlainDate.from('2026-03-09');
const at = (text: string) => Temporal.PlainDateTime.from(text);
// Open Monday to Saturday 9:00–13:00, closed on Sunday.
const OPEN = '[["09:00","13:00"]]';
const SALON = (
  parseWeeklyHours(
    `{"monday":${OPEN},"tuesday":${OPEN},"wednesday":${OPEN},"thursday":${OPEN},"friday":${OPEN},"saturday":${OPEN},"sunday":[]}`,
  ) as { hours: WeeklyHours }
).hours;

const op = (id: number, name: string, extra: Partial<AvailabilityOperator> = {}) =>
  ({
    id,
    name,
    active: true,
    workingHours: null,
    serviceIds: [1],
    timeOff: [],
    ...extra,
  }) satisfies AvailabilityOperator;

const MARIA = op(1, 'Maria');
const LUCA = op(2, 'Luca', { serviceIds: [1, 2] });

function booking(id: number, hairdresserId: number, startAt: string, endAt: string): Booking {
  return {
    appointmentId: id,
    hairdresserId,
    clientId: 3,
    clientName: 'Giulia Bianchi',
    service: 'Colore',
    startAt,
    endAt,
  };
}

const world = (busy: Booking[] = []) => ({ salonHours: SALON, busy });

describe('operatorSlots and operatorDay', () => {
  it('offers the free quarter hours and describes the day', () => {
    const w = world([booking(9, 1, '2026-03-09T10:00:00', '2026-03-09T12:00:00')]);
    expect(operatorSlots(w, MARIA, MONDAY, 60).map((s) => s.startTime)).toEqual([
      '2026-03-09T09:00:00',
      '2026-03-09T12:00:00',
    ]);
    expect(operatorSlots(w, MARIA, MONDAY, 60)[0]).toEqual({
      startTime: '2026-03-09T09:00:00',
      endTime: '2026-03-09T10:00:00',
      hairdresserId: 1,
      hairdresserName: 'Maria',
      overtime: false,
    });
    const day = operatorDay(w, MARIA, MONDAY);
    expect(day).toMatchObject({
      hairdresserId: 1,
      date: '2026-03-09',
      working: true,
      onTimeOff: false,
      workingIntervals: [{ start: '09:00', end: '13:00' }],
      busy: [{ appointmentId: 9, startTime: '2026-03-09T10:00:00', clientName: 'Giulia Bianchi' }],
    });
    expect(day.free.map((f) => [f.startTime, f.endTime])).toEqual([
      ['2026-03-09T09:00:00', '2026-03-09T10:00:00'],
      ['2026-03-09T12:00:00', '2026-03-09T13:00:00'],
    ]);
    const away = op(1, 'Maria', { timeOff: [{ startDate: '2026-03-09', endDate: '2026-03-09' }] });
    expect(operatorDay(w, away, MONDAY)).toMatchObject({ working: false, onTimeOff: true });
  });
});

describe('operatorsFor', () => {
  it('keeps active operators who perform the service, optionally one of them', () => {
    const off = op(3, 'Sara', { active: false });
    expect(operatorsFor([MARIA, LUCA, off], 2).map((o) => o.name)).toEqual(['Luca']);
    expect(operatorsFor([MARIA, LUCA, off], undefined).map((o) => o.name)).toEqual([
      'Maria',
      'Luca',
    ]);
    expect(operatorsFor([MARIA, LUCA], 1, 2).map((o) => o.name)).toEqual(['Luca']);
  });
});

describe('nextSlot', () => {
  it('finds the earliest free slot from a time, across operators and days', () => {
    const w = world([
      booking(1, 1, '2026-03-09T11:00:00', '2026-03-09T13:00:00'),
      booking(2, 2, '2026-03-09T11:30:00', '2026-03-09T13:00:00'),
    ]);
    expect(nextSlot(w, [MARIA, LUCA], at('2026-03-09T10:40'), 30)).toMatchObject({
      startTime: '2026-03-09T10:45:00',
      hairdresserName: 'Luca',
    });
    // Saturday after closing: Sunday is closed, Monday at opening.
    expect(nextSlot(w, [MARIA], at('2026-03-14T12:50'), 30)?.startTime).toBe('2026-03-16T09:00:00');
  });

  it('gives null when nothing is free within the days searched (7 by default)', () => {
    const full = world(
      Array.from({ length: 8 }, (_v, i) => {
        const day = MONDAY.add({ days: i }).toString();
        return booking(i, 1, `${day}T09:00:00`, `${day}T13:00:00`);
      }),
    );
    expect(nextSlot(full, [MARIA], at('2026-03-09T09:00'), 30)).toBeNull();
    expect(nextSlot(world(), [MARIA], at('2026-03-09T09:00'), 30, 0)).toBeNull();
  });
});

describe('alternativeSlots', () => {
  it('puts the preferred operator first, nearest to the request, without the requested slot', () => {
    const list = alternativeSlots(world(), [MARIA, LUCA], at('2026-03-09T10:00'), 60, 1);
    expect(list).toHaveLength(DEFAULT_ALTERNATIVES);
    expect(list.map((s) => [s.hairdresserId, s.startTime, s.minutesFromRequested])).toEqual([
      [1, '2026-03-09T09:45:00', -15],
      [1, '2026-03-09T10:15:00', 15],
      [1, '2026-03-09T09:30:00', -30],
      [1, '2026-03-09T10:30:00', 30],
      [1, '2026-03-09T09:15:00', -45],
    ]);
    expect(list.every((s) => s.sameOperator)).toBe(true);
  });

  it('property: at most max, sorted by operator preference then distance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 16 }),
        fc.constantFrom(1, 2, undefined),
        (max, quarter, preferred) => {
          const requested = at('2026-03-10T09:00').add({ minutes: quarter * 15 });
          const list = alternativeSlots(world(), [MARIA, LUCA], requested, 30, preferred, max);
          expect(list.length).toBeLessThanOrEqual(max);
          for (let i = 1; i < list.length; i++) {
            const a = list[i - 1] as (typeof list)[number];
            const b = list[i] as (typeof list)[number];
            if (a.sameOperator === b.sameOperator)
              expect(Math.abs(a.minutesFromRequested)).toBeLessThanOrEqual(
                Math.abs(b.minutesFromRequested),
              );
            else expect(a.sameOperator).toBe(true);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('occupancy', () => {
  it('adds working, booked and free minutes per operator and in total', () => {
    const w = world([
      booking(1, 1, '2026-03-09T09:00:00', '2026-03-09T10:00:00'),
      // Started the day before: counted on its own day only.
      booking(2, 1, '2026-03-08T23:00:00', '2026-03-09T00:30:00'),
    ]);
    const result = occupancy(w, [MARIA, LUCA], [MONDAY]);
    expect(result.operators[0]).toEqual({
      hairdresserId: 1,
      hairdresserName: 'Maria',
      appointmentCount: 1,
      workingMinutes: 240,
      bookedMinutes: 60,
      freeMinutes: 180,
      occupancyRate: 0.25,
    });
    expect(result.totals).toEqual({
      appointmentCount: 1,
      workingMinutes: 480,
      bookedMinutes: 60,
      freeMinutes: 420,
      occupancyRate: 0.125,
    });
    const sunday = MONDAY.subtract({ days: 1 });
    expect(occupancy(w, [MARIA], [sunday]).totals).toMatchObject({
      appointmentCount: 1,
      workingMinutes: 0,
      bookedMinutes: 60,
      freeMinutes: 0,
      occupancyRate: 0,
    });
  });
});
