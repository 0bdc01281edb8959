import { describe, expect, it } from 'vitest';
import { timeOptions } from './time-options.ts';

describe('timeOptions', () => {
  it('adds the current start when it is off the 15-minute grid', () => {
    const names = timeOptions(10 * 60 + 10).map((o) => o.name);
    expect(names).toContain('10:10');
    expect(names.indexOf('10:10')).toBe(names.indexOf('10:00') + 1);
  });
});
