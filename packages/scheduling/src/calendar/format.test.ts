import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  DATE_INVALID,
  DATE_UNAVAILABLE,
  formatDateIt,
  formatDateTimeIt,
  formatDayLongIt,
  formatDurationIt,
  formatMonthYearIt,
  formatTimeIt,
  formatWeekdayIt,
  TIME_UNAVAILABLE,
} from './format.ts';

describe('it-IT formatting', () => {
  it('prints dd/MM/yyyy and HH:mm', () => {
    expect(formatDateIt('2026-03-05T09:07:00')).toBe('05/03/2026');
    expect(formatDateIt('2026-03-05')).toBe('05/03/2026');
    expect(formatTimeIt('2026-03-05T09:07:00')).toBe('09:07');
    expect(formatTimeIt('21:30')).toBe('21:30');
    expect(formatDateTimeIt('2026-03-05T21:07')).toBe('05/03/2026 21:07');
    expect(formatDateTimeIt(Temporal.PlainDate.from('2026-03-05'))).toBe('05/03/2026');
    expect(formatDateIt(Temporal.PlainDateTime.from('0900-01-02T03:04'))).toBe('02/01/0900');
    expect(formatTimeIt(Temporal.PlainTime.from('07:05'))).toBe('07:05');
  });

  it('shows instants in the salon time zone', () => {
    expect(formatDateTimeIt('2026-06-30T22:30:00Z')).toBe('01/07/2026 00:30');
    expect(formatDateTimeIt('2026-06-30T22:30:00Z', 'UTC')).toBe('30/06/2026 22:30');
  });

  it("uses 'Data non disponibile' for a missing date", () => {
    expect(DATE_UNAVAILABLE).toBe('Data non disponibile');
    expect(formatDateIt(null)).toBe(DATE_UNAVAILABLE);
    expect(formatDateIt(undefined)).toBe(DATE_UNAVAILABLE);
    expect(formatDateTimeIt('')).toBe(DATE_UNAVAILABLE);
  });

  it("uses 'Data non valida' for an unreadable date", () => {
    expect(DATE_INVALID).toBe('Data non valida');
    expect(formatDateIt('31/02/2026')).toBe(DATE_INVALID);
    expect(formatDateIt('10:00')).toBe(DATE_INVALID);
    expect(formatDateTimeIt('2026-02-30T10:00')).toBe(DATE_INVALID);
    expect(formatDateTimeIt({})).toBe(DATE_INVALID);
  });

  it("uses '--:--' for a missing or unreadable time", () => {
    expect(TIME_UNAVAILABLE).toBe('--:--');
    expect(formatTimeIt(null)).toBe('--:--');
    expect(formatTimeIt('boh')).toBe('--:--');
    expect(formatTimeIt('2026-03-05')).toBe('--:--');
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.date()), (value) => {
        expect(typeof formatDateIt(value)).toBe('string');
        expect(typeof formatTimeIt(value)).toBe('string');
        expect(typeof formatDateTimeIt(value)).toBe('string');
        expect(typeof formatWeekdayIt(value)).toBe('string');
        expect(typeof formatMonthYearIt(value)).toBe('string');
        expect(typeof formatDayLongIt(value)).toBe('string');
      }),
    );
  });
});

describe('names and durations', () => {
  it('names weekdays and months in Italian', () => {
    expect(formatWeekdayIt('2026-11-16')).toBe('Lunedì');
    expect(formatWeekdayIt('2026-11-22T10:00', true)).toBe('Dom');
    expect(formatWeekdayIt('x')).toBe('');
    expect(formatMonthYearIt('2026-11-16')).toBe('Novembre 2026');
    expect(formatMonthYearIt('2026-01-16T10:00')).toBe('Gennaio 2026');
    expect(formatMonthYearIt(null)).toBe('');
    expect(formatDayLongIt('2026-12-02')).toBe('mercoledì 2 dicembre');
    expect(formatDayLongIt('2026-03-01T10:00')).toBe('domenica 1 marzo');
    expect(formatDayLongIt('x')).toBe('');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDurationIt(0)).toBe('0 min');
    expect(formatDurationIt(45)).toBe('45 min');
    expect(formatDurationIt(60)).toBe('1 h');
    expect(formatDurationIt(95)).toBe('1 h 35 min');
    expect(formatDurationIt(-5)).toBe('0 min');
  });
});
