import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { isWeekend, WEEKDAY_LABELS_IT, WEEKDAYS, weekdayOf } from './weekday.ts';

describe('weekdays', () => {
  it('names the API weekdays Monday first, with Italian labels', () => {
    expect(WEEKDAYS[0]).toBe('monday');
    expect(WEEKDAYS[6]).toBe('sunday');
    expect(WEEKDAY_LABELS_IT.sunday).toBe('Domenica');
  });

  it('maps a date to its weekday name', () => {
    expect(weekdayOf(Temporal.PlainDate.from('2026-11-16'))).toBe('monday');
    expect(weekdayOf(Temporal.PlainDate.from('2026-11-22'))).toBe('sunday');
  });

  it('knows Saturday and Sunday are the weekend', () => {
    expect(isWeekend(Temporal.PlainDate.from('2026-11-20'))).toBe(false);
    expect(isWeekend(Temporal.PlainDate.from('2026-11-21'))).toBe(true);
    expect(isWeekend(Temporal.PlainDate.from('2026-11-22'))).toBe(true);
    expect(isWeekend(Temporal.PlainDate.from('2026-11-23'))).toBe(false);
  });
});
