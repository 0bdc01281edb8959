import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountOf, discountProblem, spreadCents } from './discount.ts';

describe('a discount', () => {
  it('takes a percent in basis points, rounded half up, or an amount in cents', () => {
    expect(discountOf(3_500, { kind: 'PERCENT', value: 1_000 })).toBe(350);
    expect(discountOf(999, { kind: 'PERCENT', value: 1_250 })).toBe(125); // 124,875
    expect(discountOf(3_500, { kind: 'AMOUNT', value: 500 })).toBe(500);
    expect(discountOf(3_500, undefined)).toBe(0);
  });

  it('never takes more than the amount', () => {
    expect(discountOf(300, { kind: 'AMOUNT', value: 500 })).toBe(300);
  });

  it('says in Italian what cannot apply', () => {
    expect(discountProblem(3_500, { kind: 'PERCENT', value: 10_001 })).toBe(
      'Lo sconto in percentuale va da 0% a 100%',
    );
    expect(discountProblem(3_500, { kind: 'AMOUNT', value: 3_501 })).toBe(
      "Lo sconto non può superare l'importo (35,00\u00a0€)",
    );
    expect(discountProblem(3_500, { kind: 'AMOUNT', value: -1 })).toBe(
      'Lo sconto deve essere un numero positivo',
    );
    expect(discountProblem(3_500, { kind: 'AMOUNT', value: 0.5 })).toBe(
      'Lo sconto deve essere un numero positivo',
    );
    expect(discountProblem(3_500, { kind: 'PERCENT', value: 10_000 })).toBeNull();
  });
});

describe('spreading cents over parts', () => {
  it('gives the cents left over to the largest remainders, ties to the first part', () => {
    expect(spreadCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadCents(500, [3_500, 1_500])).toEqual([350, 150]);
    expect(spreadCents(0, [0, 0])).toEqual([0, 0]);
    expect(spreadCents(7, [0, 10, 0])).toEqual([0, 7, 0]);
  });

  it('never loses or creates a cent, never gives a part more than its weight, stays within a cent of the exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const sum = weights.reduce((a, b) => a + b, 0);
          const total = Math.floor(sum * fraction);
          const shares = spreadCents(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
          shares.forEach((share, i) => {
            const weight = weights[i] as number;
            expect(share).toBeLessThanOrEqual(weight);
            if (sum > 0) expect(Math.abs(share - (total * weight) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
