import { describe, expect, it } from 'vitest';
import { formatMeasure } from './measure.ts';

// Intl writes a no-break space before €: compared with a plain one.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatMeasure', () => {
  it('writes euro from cents, counts and shares in Italian', () => {
    expect(plain(formatMeasure('euro', 1_234_550))).toBe('12.345,50 €');
    expect(formatMeasure('count', 12_345)).toBe('12.345');
    expect(formatMeasure('share', 0.125)).toBe('12,5%');
  });
});
