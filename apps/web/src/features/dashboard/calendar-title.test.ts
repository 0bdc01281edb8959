import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { calendarTitle } from './calendar-title.ts';

const thursday = Temporal.PlainDate.from('2026-11-19');

describe('calendarTitle', () => {
  it('names the day, the Monday-based week and the month in Italian', () => {
    expect(calendarTitle('day', thursday)).toBe('Giovedì 19/11/2026');
    expect(calendarTitle('week', thursday)).toBe('16/11/2026 – 22/11/2026');
    expect(calendarTitle('month', thursday)).toBe('Novembre 2026');
  });
});
