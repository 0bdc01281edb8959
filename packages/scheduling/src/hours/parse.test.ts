import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closedWeek, parseWeeklyHours, serializeWeeklyHours, weeklyHoursOrNull } from './parse.ts';
import { hoursArb } from '../test-support/arbitraries.ts';

const SAMPLE =
  '{"monday":[["09:00","13:00"],["14:00","19:00"]],"tuesday":[["09:00","19:00"]],"sunday":[]}';

describe('parseWeeklyHours', () => {
  it('reads the JSON text of SPEC.md §3, a missing day being closed', () => {
    const result = parseWeeklyHours(SAMPLE);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.hours.monday).toEqual([
      { startMinute: 540, endMinute: 780 },
      { startMinute: 840, endMinute: 1140 },
    ]);
    expect(result.hours.tuesday).toEqual([{ startMinute: 540, endMinute: 1140 }]);
    expect(result.hours.wednesday).toEqual([]);
    expect(result.hours.sunday).toEqual([]);
  });

  it('reads an already parsed object too, sorting the ranges', () => {
    const result = parseWeeklyHours({
      friday: [
        ['15:00', '19:00'],
        ['09:00', '12:00'],
      ],
      saturday: [],
    });
    expect(result).toEqual({
      status: 'ok',
      hours: {
        ...closedWeek(),
        friday: [
          { startMinute: 540, endMinute: 720 },
          { startMinute: 900, endMinute: 1140 },
        ],
      },
    });
  });

  it('accepts up to 6 pairs a day and the whole day up to 23:59', () => {
    const six = JSON.stringify({ monday: [0, 1, 2, 3, 4, 5].map((h) => [`0${h}:00`, `0${h}:30`]) });
    expect(parseWeeklyHours(six).status).toBe('ok');
    const result = parseWeeklyHours('{"monday":[["00:00","23:59"]]}');
    expect(result.status === 'ok' && result.hours.monday).toEqual([
      { startMinute: 0, endMinute: 1439 },
    ]);
  });

  it('reports nothing sent as absent', () => {
    for (const raw of [null, undefined, '', '   ', 'null'])
      expect(parseWeeklyHours(raw)).toEqual({ status: 'absent' });
  });

  it('accepts an empty object: every day closed', () => {
    expect(parseWeeklyHours('{}')).toEqual({ status: 'ok', hours: closedWeek() });
  });

  it.each([
    ['not JSON', '{monday:', 'JSON'],
    ['an array', '[]', 'oggetto'],
    ['a number', 42, 'oggetto'],
    ['a JSON number', '42', 'oggetto'],
    ['a capitalised day', '{"Monday":[["09:00","13:00"]]}', 'Giorno sconosciuto'],
    ['a day that is not a list', '{"monday":"09:00-13:00"}', 'lista'],
    ['a pair with one time', '{"monday":[["09:00"]]}', '[inizio, fine]'],
    ['a pair of numbers', '{"monday":[[9,13]]}', '[inizio, fine]'],
    ['a pair that is an object', '{"monday":[{"start":"09:00","end":"13:00"}]}', '[inizio, fine]'],
    ['a day that is null', '{"monday":null}', 'lista'],
    [
      'seven pairs in a day',
      JSON.stringify({ monday: [0, 1, 2, 3, 4, 5, 6].map((h) => [`0${h}:00`, `0${h}:30`]) }),
      'Al massimo 6',
    ],
    ['a time without leading zero', '{"monday":[["9:00","13:00"]]}', 'HH:mm'],
    ['a time with seconds', '{"monday":[["09:00:00","13:00"]]}', 'HH:mm'],
    ['24:00 as an end', '{"monday":[["18:00","24:00"]]}', 'HH:mm'],
    ['an end before the start', '{"monday":[["13:00","09:00"]]}', 'dopo'],
    ['an empty range', '{"monday":[["09:00","09:00"]]}', 'dopo'],
    ['overlapping ranges', '{"monday":[["09:00","13:00"],["12:30","19:00"]]}', 'sovrappongono'],
  ])('rejects %s as malformed', (_name, raw, reason) => {
    const result = parseWeeklyHours(raw);
    expect(result.status).toBe('malformed');
    expect(result.status === 'malformed' && result.reason).toContain(reason);
  });

  it('names the day in Italian in the reason', () => {
    expect(parseWeeklyHours('{"tuesday":[["13:00","09:00"]]}')).toEqual({
      status: 'malformed',
      reason: "Per martedì la fine deve venire dopo l'inizio",
    });
  });

  it('accepts touching ranges (13:00-14:00 then 14:00-19:00)', () => {
    expect(parseWeeklyHours('{"monday":[["09:00","14:00"],["14:00","19:00"]]}').status).toBe('ok');
  });
});

describe('weeklyHoursOrNull', () => {
  it('gives the hours only when well formed', () => {
    expect(weeklyHoursOrNull(SAMPLE)?.tuesday).toHaveLength(1);
    expect(weeklyHoursOrNull(null)).toBeNull();
    expect(weeklyHoursOrNull('{')).toBeNull();
  });
});

describe('serializeWeeklyHours', () => {
  it('writes every weekday in the API form', () => {
    expect(
      serializeWeeklyHours({ ...closedWeek(), monday: [{ startMinute: 540, endMinute: 1439 }] }),
    ).toBe(
      '{"monday":[["09:00","23:59"]],"tuesday":[],"wednesday":[],"thursday":[],"friday":[],"saturday":[],"sunday":[]}',
    );
  });

  it('round-trips through parseWeeklyHours', () => {
    fc.assert(
      fc.property(hoursArb, (hours) => {
        expect(parseWeeklyHours(serializeWeeklyHours(hours))).toEqual({ status: 'ok', hours });
      }),
    );
  });
});
