import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRefund, valueOfPieces, wholeRefund } from './refund.ts';
import type { RefundableLine } from './refund.ts';

const shampoo: RefundableLine = {
  description: 'Shampoo 250 ml',
  quantity: 3,
  totalCents: 1_000,
  refundedQuantity: 0,
};
const piega: RefundableLine = {
  description: 'Piega',
  quantity: 1,
  totalCents: 3_500,
  refundedQuantity: 0,
};

describe('a refund (reso)', () => {
  it('gives back pieces at what they were paid, to the cent over all pieces', () => {
    expect(planRefund([shampoo], [{ line: 0, quantity: 1 }])).toEqual({
      ok: true,
      lines: [{ line: 0, quantity: 1, amountCents: 333 }],
      totalCents: 333,
    });
    expect(valueOfPieces(shampoo, 3)).toBe(1_000);
    const rest = planRefund([{ ...shampoo, refundedQuantity: 1 }], [{ line: 0, quantity: 2 }]);
    expect(rest.ok && rest.totalCents).toBe(667);
  });

  it('gives back the whole receipt: everything not refunded yet', () => {
    const lines = [{ ...shampoo, refundedQuantity: 1 }, piega];
    expect(wholeRefund(lines)).toEqual([
      { line: 0, quantity: 2 },
      { line: 1, quantity: 1 },
    ]);
    const plan = planRefund(lines, wholeRefund(lines));
    expect(plan.ok && plan.totalCents).toBe(667 + 3_500);
    expect(wholeRefund([{ ...piega, refundedQuantity: 1 }])).toEqual([]);
  });

  it('says in Italian what cannot be given back', () => {
    expect(planRefund([piega], [])).toEqual({
      ok: false,
      problems: [{ path: 'lines', message: 'Scegli cosa rendere' }],
    });
    expect(planRefund([{ ...piega, refundedQuantity: 1 }], [{ line: 0, quantity: 1 }])).toEqual({
      ok: false,
      problems: [{ path: 'lines.0.quantity', message: '"Piega" è già stato reso per intero' }],
    });
    expect(
      planRefund(
        [shampoo],
        [
          { line: 0, quantity: 2 },
          { line: 0, quantity: 2 },
        ],
      ),
    ).toEqual({
      ok: false,
      problems: [
        {
          path: 'lines.1.quantity',
          message: 'Di "Shampoo 250 ml" puoi rendere al massimo 3 pezzi',
        },
      ],
    });
    expect(planRefund([{ ...shampoo, refundedQuantity: 2 }], [{ line: 0, quantity: 2 }])).toEqual({
      ok: false,
      problems: [
        {
          path: 'lines.0.quantity',
          message: 'Di "Shampoo 250 ml" puoi rendere al massimo 1 pezzo',
        },
      ],
    });
    expect(planRefund([piega], [{ line: 4, quantity: 1 }])).toEqual({
      ok: false,
      problems: [{ path: 'lines.0.line', message: 'Questa riga non è nello scontrino' }],
    });
    expect(planRefund([piega], [{ line: 0, quantity: 0 }])).toEqual({
      ok: false,
      problems: [{ path: 'lines.0.quantity', message: 'Scrivi quanti pezzi rendere (almeno 1)' }],
    });
  });

  it('never gives back more than was paid, however the refunds are split', () => {
    const line = fc.record({
      description: fc.constant('Riga'),
      quantity: fc.integer({ min: 1, max: 30 }),
      totalCents: fc.integer({ min: 0, max: 500_000 }),
      refundedQuantity: fc.constant(0),
    });
    fc.assert(
      fc.property(
        line,
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 40 }),
        (sold, asks) => {
          let current: RefundableLine = sold;
          let refunded = 0;
          for (const quantity of asks) {
            const plan = planRefund([current], [{ line: 0, quantity }]);
            if (!plan.ok) continue;
            refunded += plan.totalCents;
            current = { ...current, refundedQuantity: current.refundedQuantity + quantity };
          }
          expect(refunded).toBeLessThanOrEqual(sold.totalCents);
          if (current.refundedQuantity === sold.quantity) expect(refunded).toBe(sold.totalCents);
        },
      ),
    );
  });
});
