import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatEuro, totalCents } from './cents.ts';

describe('totalCents', () => {
  it("adds a visit's prices, in integer cents", () => {
    expect(totalCents([3500, 2250, 1250])).toBe(7000);
    // Intl writes a no-break space before the euro sign.
    expect(formatEuro(totalCents([3500, 2250]) ?? 0)).toBe('57,50\u00a0€');
    expect(totalCents([])).toBe(0);
  });

  it('is unknown when one price is', () => {
    expect(totalCents([3500, null])).toBeNull();
  });

  it('equals the sum of its parts, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 })), (prices) => {
        expect(totalCents(prices)).toBe(prices.reduce((a, b) => a + b, 0));
        expect(totalCents([...prices].reverse())).toBe(totalCents(prices));
      }),
    );
  });
});
