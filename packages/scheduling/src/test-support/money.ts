import fc from 'fast-check';
import { VAT_NATURES, VAT_RATES } from '@agendina/contract';
import type { Discount } from '../money/discount.ts';
import type { DraftLine } from '../money/receipt.ts';

/** A rate with its nature when it needs one: always a valid VAT code. */
export const vatCode = fc
  .tuple(fc.constantFrom(...VAT_RATES), fc.constantFrom(...VAT_NATURES))
  .map(([vatRate, nature]) => (vatRate === 0 ? { vatRate, vatNature: nature } : { vatRate }));

/** A valid line as a salon sells: up to 20 pieces, up to 500,00 € each, maybe discounted. */
export const draftLine: fc.Arbitrary<DraftLine> = fc
  .record({
    code: vatCode,
    description: fc.constantFrom('Piega', 'Colore', 'Shampoo 250 ml', 'Massaggio'),
    quantity: fc.integer({ min: 1, max: 20 }),
    unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
    discountBasisPoints: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
  })
  .map(({ code, discountBasisPoints, ...line }) => ({
    ...line,
    ...code,
    ...(discountBasisPoints === undefined
      ? {}
      : { discount: { kind: 'PERCENT' as const, value: discountBasisPoints } }),
  }));

/** A receipt discount that always fits: a percent, or a euro amount capped by the test. */
export const receiptDiscount: fc.Arbitrary<Discount | undefined> = fc.option(
  fc.oneof(
    fc.integer({ min: 0, max: 10_000 }).map((value) => ({ kind: 'PERCENT' as const, value })),
    fc.integer({ min: 0, max: 2_000 }).map((value) => ({ kind: 'AMOUNT' as const, value })),
  ),
  { nil: undefined },
);
