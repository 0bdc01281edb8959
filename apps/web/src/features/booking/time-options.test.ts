import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { nextQuarterHour, timeOptions } from './time-options.ts';

describe('nextQuarterHour', () => {
  it('is the quarter after now, never now itself or the past', () => {
    const at = (t: string) => nextQuarterHour(Temporal.PlainDateTime.from(`2026-03-12T${t}`));
    expect(at('10:07:30').toString()).toBe('2026-03-12T10:15:00');
    expect(at('10:15:00').toString()).toBe('2026-03-12T10:30:00');
    expect(at('23:50:00').toString()).toBe('2026-03-13T00:00:00');
  });
});

describe('timeOptions', () => {
  it('adds the current start when it is off the 15-minute grid', () => {
    const names = timeOptions(10 * 60 + 10).map((o) => o.name);
    expect(names).toContain('10:10');
    expect(names.indexOf('10:10')).toBe(names.indexOf('10:00') + 1);
  });
});
