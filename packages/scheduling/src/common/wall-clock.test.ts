import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  DAY_CACHE_LIMIT,
  dayNumberOf,
  dayNumberOfDate,
  isoDateOfDayNumber,
  parseLocalIso,
  plainDateOfDayNumber,
  plainDateTimeOf,
  readDate,
  toLocalIso,
  toPlainDate,
  toPlainDateTime,
  nextQuarterHour,
} from './wall-clock.ts';

describe('day numbers', () => {
  it('counts days from 1970-01-01 and rejects dates that do not exist', () => {
    expect(dayNumberOf(1970, 1, 1)).toBe(0);
    expect(dayNumberOf(2026, 3, 29)).toBe(20541);
    expect(dayNumberOf(2026, 2, 29)).toBeNull();
    expect(dayNumberOf(2026, 13, 1)).toBeNull();
    expect(dayNumberOf(2028, 2, 29)).not.toBeNull();
  });

  it('round-trips between PlainDate, day number and yyyy-MM-dd', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 50000 }), (n) => {
        const date = plainDateOfDayNumber(n);
        expect(dayNumberOfDate(date)).toBe(n);
        expect(isoDateOfDayNumber(n)).toBe(date.toString());
      }),
    );
  });

  // Some 8,000 Temporal constructions under coverage: a second on a quiet machine, more than the
  // default 5 s on a loaded one. The time limit is not what this test is about.
  it('stays right past the size of its caches', { timeout: 30_000 }, () => {
    for (let n = 0; n < DAY_CACHE_LIMIT + 10; n++) {
      expect(isoDateOfDayNumber(30000 + n)).toBe(plainDateOfDayNumber(30000 + n).toString());
      expect(
        plainDateTimeOf(20541, n).equals(
          Temporal.PlainDateTime.from('2026-03-29T00:00').add({ minutes: n }),
        ),
      ).toBe(true);
    }
  });

  it('builds wall-clock PlainDateTimes, carrying minutes past midnight to the next day', () => {
    expect(plainDateTimeOf(20541, 570).toString()).toBe('2026-03-29T09:30:00');
    expect(plainDateTimeOf(20541, 1440 + 15).toString()).toBe('2026-03-30T00:15:00');
    expect(plainDateTimeOf(20541, -30).toString()).toBe('2026-03-28T23:30:00');
  });
});

describe('parseLocalIso', () => {
  it('reads local ISO with or without seconds and fractions, or a date alone', () => {
    expect(parseLocalIso('2026-11-16T09:30')).toEqual({
      dayNumber: 20773,
      minute: 570,
      hasTime: true,
    });
    expect(parseLocalIso('2026-11-16T09:30:59.123')).toEqual({
      dayNumber: 20773,
      minute: 570,
      hasTime: true,
    });
    expect(parseLocalIso('2026-11-16 09:30:00')).toEqual({
      dayNumber: 20773,
      minute: 570,
      hasTime: true,
    });
    expect(parseLocalIso('2026-11-16')).toEqual({ dayNumber: 20773, minute: 0, hasTime: false });
  });

  it('rejects impossible dates and times, and text with a zone', () => {
    for (const bad of [
      '2026-02-30T10:00',
      '2026-11-16T24:00',
      '2026-11-16T10:60',
      '2026-11-16T10:00:61',
      '2026-11-16T10:00Z',
      'x',
    ]) {
      expect(parseLocalIso(bad)).toBeNull();
    }
  });
});

describe('readDate', () => {
  it('tells absent from invalid', () => {
    expect(readDate(null).kind).toBe('absent');
    expect(readDate(undefined).kind).toBe('absent');
    expect(readDate('   ').kind).toBe('absent');
    expect(readDate('domani').kind).toBe('invalid');
    expect(readDate(42).kind).toBe('invalid');
    expect(readDate({}).kind).toBe('invalid');
    expect(readDate(new Date(Number.NaN)).kind).toBe('invalid');
    expect(readDate('2026-02-30').kind).toBe('invalid');
    expect(readDate('25:00').kind).toBe('invalid');
  });

  it('reads local text as wall-clock and zoned text in the salon zone', () => {
    expect(readDate('2026-11-16T09:30')).toMatchObject({ kind: 'datetime' });
    expect(String((readDate('2026-07-01T08:00:00Z') as { dateTime: unknown }).dateTime)).toBe(
      '2026-07-01T10:00:00',
    );
    expect(String((readDate('2026-01-01T08:00:00+00:00') as { dateTime: unknown }).dateTime)).toBe(
      '2026-01-01T09:00:00',
    );
    expect(
      String((readDate('2026-01-01T08:00:00[Europe/Rome]') as { dateTime: unknown }).dateTime),
    ).toBe('2026-01-01T08:00:00');
    expect(
      String(
        (readDate('2026-01-01T08:00:00Z', 'America/New_York') as { dateTime: unknown }).dateTime,
      ),
    ).toBe('2026-01-01T03:00:00');
    expect(readDate('2026-01-01T08:00:00[Nowhere/Land]').kind).toBe('invalid');
  });

  it('reads times, dates and every Temporal kind, and JS Dates', () => {
    expect(String((readDate('09:05') as { time: unknown }).time)).toBe('09:05:00');
    expect(readDate('2026-11-16')).toMatchObject({ kind: 'date' });
    expect(readDate(Temporal.PlainDate.from('2026-11-16')).kind).toBe('date');
    expect(readDate(Temporal.PlainTime.from('10:00')).kind).toBe('time');
    expect(readDate(Temporal.PlainDateTime.from('2026-11-16T10:00')).kind).toBe('datetime');
    const zoned = Temporal.ZonedDateTime.from('2026-07-01T08:00:00+00:00[UTC]');
    expect(String((readDate(zoned) as { dateTime: unknown }).dateTime)).toBe('2026-07-01T10:00:00');
    expect(
      String(
        (readDate(Temporal.Instant.from('2026-07-01T08:00:00Z')) as { dateTime: unknown }).dateTime,
      ),
    ).toBe('2026-07-01T10:00:00');
    expect(
      String((readDate(new Date('2026-07-01T08:00:00Z')) as { dateTime: unknown }).dateTime),
    ).toBe('2026-07-01T10:00:00');
    expect(readDate(Temporal.Duration.from({ hours: 1 })).kind).toBe('invalid');
    const impostor = { [Symbol.toStringTag]: 'Temporal.PlainDate', toString: () => 'not a date' };
    expect(readDate(impostor).kind).toBe('invalid');
  });

  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => readDate(value)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(() => readDate(value)).not.toThrow();
      }),
    );
  });
});

describe('toPlainDateTime / toPlainDate / toLocalIso', () => {
  it('converts what can be read and returns null otherwise', () => {
    expect(toPlainDateTime('2026-11-16')?.toString()).toBe('2026-11-16T00:00:00');
    expect(toPlainDateTime('2026-11-16T09:30')?.toString()).toBe('2026-11-16T09:30:00');
    expect(toPlainDateTime('10:00')).toBeNull();
    expect(toPlainDate('2026-11-16T09:30')?.toString()).toBe('2026-11-16');
    expect(toPlainDate('2026-11-16')?.toString()).toBe('2026-11-16');
    expect(toPlainDate('nope')).toBeNull();
  });

  it('writes local ISO without zone at minute precision', () => {
    expect(toLocalIso(Temporal.PlainDateTime.from('2026-11-16T09:05:42'))).toBe(
      '2026-11-16T09:05:00',
    );
  });
});

describe('nextQuarterHour', () => {
  it('is the quarter after now, never now itself or the past', () => {
    const at = (t: string) => nextQuarterHour(Temporal.PlainDateTime.from(`2026-03-12T${t}`));
    expect(at('10:07:30').toString()).toBe('2026-03-12T10:15:00');
    expect(at('10:15:00').toString()).toBe('2026-03-12T10:30:00');
    expect(at('23:50:00').toString()).toBe('2026-03-13T00:00:00');
  });
});
