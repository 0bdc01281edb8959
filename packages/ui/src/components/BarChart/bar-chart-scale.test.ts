import { describe, expect, it } from 'vitest';
import { categoryTicks, euroTick } from './bar-chart-scale.ts';

const days = (n: number) => Array.from({ length: n }, (_, i) => `d${i + 1}`);

describe('categoryTicks', () => {
  it('labels every bar up to twelve', () => {
    expect(categoryTicks(days(7))).toEqual(days(7));
    expect(categoryTicks(days(12))).toEqual(days(12));
  });

  it('labels evenly spaced bars past twelve, the first included, never more than twelve', () => {
    expect(categoryTicks(days(31))).toEqual([
      'd1',
      'd4',
      'd7',
      'd10',
      'd13',
      'd16',
      'd19',
      'd22',
      'd25',
      'd28',
      'd31',
    ]);
    expect(categoryTicks(days(366)).length).toBeLessThanOrEqual(12);
  });

  it('takes fewer labels when the chart is narrow (a phone)', () =>
    expect(categoryTicks(days(31), 5)).toEqual(['d1', 'd8', 'd15', 'd22', 'd29']));

  it('gives nothing for no bars', () => expect(categoryTicks([])).toEqual([]));
});

describe('euroTick', () => {
  it('writes whole euro in Italian from cents', () => {
    // it-IT puts a no-break space before the sign and groups from five digits.
    expect(euroTick(120_000)).toBe('1200\u00a0€');
    expect(euroTick(1_250_000)).toBe('12.500\u00a0€');
    expect(euroTick(0)).toBe('0\u00a0€');
  });
});
