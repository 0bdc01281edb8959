import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftLine, receiptDiscount } from '../test-support/money.ts';
import { priceReceipt, receiptTotalProblem } from './receipt.ts';
import type { DraftLine, PricedReceipt } from './receipt.ts';
import { vatIncluded } from './vat.ts';

const colore: DraftLine = {
  description: 'Colore',
  quantity: 1,
  unitPriceCents: 4_500,
  vatRate: 22,
};
const piega: DraftLine = { description: 'Piega', quantity: 1, unitPriceCents: 2_500, vatRate: 22 };
const shampoo: DraftLine = {
  description: 'Shampoo 250 ml',
  quantity: 2,
  unitPriceCents: 1_250,
  vatRate: 10,
};

function priced(...args: Parameters<typeof priceReceipt>): PricedReceipt {
  const result = priceReceipt(...args);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.receipt;
}

describe('an advance paid online, deducted from the receipt', () => {
  it('lowers what is due and the VAT certified now, and is not a discount', () => {
    const receipt = priced([colore, piega], undefined, 1_000);
    expect(receipt).toMatchObject({
      grossCents: 7_000,
      discountCents: 0,
      advanceCents: 1_000,
      totalCents: 6_000,
      vatCents: 1_082, // 60,00 € at 22%: the VAT of the 10,00 € went with the acconto
      netCents: 4_918,
    });
    // 1000 over 45,00 € and 25,00 €: 642,857… and 357,142…; the cent left goes to the first.
    expect(receipt.lines.map((l) => [l.advanceCents, l.totalCents])).toEqual([
      [643, 3_857],
      [357, 2_143],
    ]);
    expect(receipt.lines.every((l) => l.lineDiscountCents + l.sharedDiscountCents === 0)).toBe(
      true,
    );
  });

  it('comes off each VAT rate in proportion, after the discounts', () => {
    const receipt = priced([colore, shampoo], { kind: 'PERCENT', value: 1_000 }, 1_400);
    // 70,00 € less 10% is 63,00 €: 40,50 € at 22% and 22,50 € at 10%; 14,00 € splits 900 and 500.
    expect(receipt.discountCents).toBe(700);
    expect(receipt.vat).toEqual([
      { vatRate: 22, grossCents: 3_150, netCents: 2_582, vatCents: 568 },
      { vatRate: 10, grossCents: 1_750, netCents: 1_591, vatCents: 159 },
    ]);
    expect(receipt.totalCents).toBe(4_900);
  });

  it('refuses an advance larger than what is left to pay, in Italian, beside the deposit', () => {
    expect(priceReceipt([piega], { kind: 'AMOUNT', value: 2_000 }, 1_000)).toEqual({
      ok: false,
      problems: [
        {
          path: 'deposit',
          message:
            "L'acconto già versato (10,00\u00a0€) supera il totale dello scontrino (5,00\u00a0€): rimborsalo dall'appuntamento oppure togli gli sconti",
        },
      ],
    });
    expect(priceReceipt([piega], undefined, -1).ok).toBe(false);
    expect(priceReceipt([piega], undefined, 2.5).ok).toBe(false);
  });

  it('leaves nothing to issue when it covers everything, and says why', () => {
    const receipt = priced([piega], undefined, 2_500);
    expect(receipt.totalCents).toBe(0);
    expect(receiptTotalProblem(receipt.totalCents, receipt.advanceCents)?.message).toBe(
      "L'acconto già versato copre tutto lo scontrino: non resta niente da incassare",
    );
  });
});

describe('an advance, for any lines, discounts and advance that fits', () => {
  const cases = fc
    .tuple(
      fc.array(draftLine, { minLength: 1, maxLength: 8 }),
      receiptDiscount,
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([lines, discount, share]) => {
      const before = priceReceipt(lines, discount);
      if (!before.ok) return null;
      const advanceCents = Math.floor(before.receipt.totalCents * share);
      const after = priceReceipt(lines, discount, advanceCents);
      return { before: before.receipt, after, advanceCents };
    });

  it('loses no cent: the lines give up exactly the advance, each at most what it costs', () => {
    fc.assert(
      fc.property(cases, (c) => {
        if (!c) return; // an amount discount larger than a small receipt
        const { before, after, advanceCents } = c;
        expect(after.ok).toBe(true);
        if (!after.ok) return;
        const receipt = after.receipt;
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(receipt.lines.map((l) => l.advanceCents))).toBe(advanceCents);
        expect(receipt.advanceCents).toBe(advanceCents);
        expect(receipt.totalCents).toBe(before.totalCents - advanceCents);
        expect(receipt.grossCents - receipt.discountCents - receipt.advanceCents).toBe(
          receipt.totalCents,
        );
        expect(sum(receipt.lines.map((l) => l.totalCents))).toBe(receipt.totalCents);
        receipt.lines.forEach((line, i) => {
          const was = before.lines[i];
          expect(line.advanceCents).toBeGreaterThanOrEqual(0);
          expect(line.totalCents).toBeGreaterThanOrEqual(0);
          expect(line.advanceCents + line.totalCents).toBe(was?.totalCents);
        });
      }),
    );
  });

  it('is not a discount: the discounts stay what they were', () => {
    fc.assert(
      fc.property(cases, (c) => {
        if (!c || !c.after.ok) return;
        expect(c.after.receipt.discountCents).toBe(c.before.discountCents);
        c.after.receipt.lines.forEach((line, i) => {
          expect(line.lineDiscountCents).toBe(c.before.lines[i]?.lineDiscountCents);
          expect(line.sharedDiscountCents).toBe(c.before.lines[i]?.sharedDiscountCents);
        });
      }),
    );
  });

  it('takes the VAT out of what is left to pay, by rate, and never adds VAT', () => {
    fc.assert(
      fc.property(cases, (c) => {
        if (!c || !c.after.ok) return;
        const { vat, vatCents, netCents, totalCents } = c.after.receipt;
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(vat.map((g) => g.grossCents))).toBe(totalCents);
        expect(sum(vat.map((g) => g.vatCents))).toBe(vatCents);
        expect(netCents + vatCents).toBe(totalCents);
        for (const group of vat) {
          expect(group.vatCents).toBe(vatIncluded(group.grossCents, group.vatRate));
          const was = c.before.vat.find(
            (g) => g.vatRate === group.vatRate && g.vatNature === group.vatNature,
          );
          expect(group.grossCents).toBeLessThanOrEqual(was?.grossCents ?? 0);
          expect(group.vatCents).toBeLessThanOrEqual(was?.vatCents ?? 0);
        }
      }),
    );
  });

  it('refuses only an advance beyond what is left to pay', () => {
    fc.assert(
      fc.property(
        fc.array(draftLine, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000 }),
        (lines, extra) => {
          const before = priceReceipt(lines);
          if (!before.ok) return;
          const result = priceReceipt(lines, undefined, before.receipt.totalCents + extra);
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.problems.map((p) => p.path)).toEqual(['deposit']);
        },
      ),
    );
  });
});
