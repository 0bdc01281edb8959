import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftLine, receiptDiscount } from '../test-support/money.ts';
import { priceReceipt } from './receipt.ts';
import type { DraftLine, PricedReceipt } from './receipt.ts';

const piega: DraftLine = { description: 'Piega', quantity: 1, unitPriceCents: 3_500, vatRate: 22 };
const shampoo: DraftLine = {
  description: 'Shampoo 250 ml',
  quantity: 2,
  unitPriceCents: 1_250,
  vatRate: 22,
};

function priced(
  lines: DraftLine[],
  ...rest: Parameters<typeof priceReceipt> extends [unknown, ...infer R] ? R : never
): PricedReceipt {
  const result = priceReceipt(lines, ...rest);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.receipt;
}

describe('pricing a receipt', () => {
  it('adds the lines and takes the VAT out of the gross', () => {
    const receipt = priced([piega, shampoo]);
    expect(receipt.totalCents).toBe(6_000);
    expect(receipt.vat).toEqual([
      { vatRate: 22, grossCents: 6_000, netCents: 4_918, vatCents: 1_082 },
    ]);
    expect(receipt.netCents).toBe(4_918);
    expect(receipt.discountCents).toBe(0);
  });

  // 555 over 31,50 € and 25,00 €: 309,4 and 245,6 cents; the cent left goes to the larger remainder.
  it('applies a line discount, then spreads the receipt discount over what is left', () => {
    const receipt = priced([{ ...piega, discount: { kind: 'PERCENT', value: 1_000 } }, shampoo], {
      kind: 'AMOUNT',
      value: 555,
    });
    expect(
      receipt.lines.map((l) => [l.lineDiscountCents, l.sharedDiscountCents, l.totalCents]),
    ).toEqual([
      [350, 309, 2_841],
      [0, 246, 2_254],
    ]);
    expect(receipt.totalCents).toBe(5_095);
    expect(receipt.discountCents).toBe(905);
  });

  it('keeps the VAT of each rate apart', () => {
    const receipt = priced([piega, { ...shampoo, vatRate: 10 }]);
    expect(receipt.vat.map((g) => [g.vatRate, g.vatCents])).toEqual([
      [22, 631],
      [10, 227],
    ]);
    expect(receipt.vatCents).toBe(858);
  });

  it('says in Italian what is wrong with each line, all at once', () => {
    const result = priceReceipt([
      { description: ' ', quantity: 0, unitPriceCents: -100, vatRate: 0 },
      { ...piega, discount: { kind: 'AMOUNT', value: 4_000 } },
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: 'lines.0.description', message: 'Scrivi cosa si vende' },
        { path: 'lines.0.quantity', message: 'La quantità va da 1 a 999 pezzi' },
        {
          path: 'lines.0.unitPriceCents',
          message: 'Il prezzo va da 0,00\u00a0€ a 100.000,00\u00a0€',
        },
        {
          path: 'lines.0.vatRate',
          message: "Con l'aliquota 0% indica la natura dell'operazione (da N1 a N6)",
        },
        {
          path: 'lines.1.discount',
          message: "Lo sconto non può superare l'importo (35,00\u00a0€)",
        },
      ],
    });
  });

  it('refuses an empty receipt, absurd amounts and a discount over the total', () => {
    expect(priceReceipt([])).toEqual({
      ok: false,
      problems: [{ path: 'lines', message: 'Aggiungi almeno una riga' }],
    });
    expect(priceReceipt([{ ...piega, quantity: 999, unitPriceCents: 10_000_000 }])).toEqual({
      ok: false,
      problems: [
        { path: 'lines.0.quantity', message: 'Una riga non può superare 100.000,00\u00a0€' },
      ],
    });
    expect(priceReceipt([{ ...piega, quantity: 1.5 }]).ok).toBe(false);
    const big = { ...piega, quantity: 1, unitPriceCents: 6_000_000 };
    expect(priceReceipt([big, big])).toEqual({
      ok: false,
      problems: [{ path: 'lines', message: 'Uno scontrino non può superare 100.000,00\u00a0€' }],
    });
    expect(priceReceipt([piega], { kind: 'AMOUNT', value: 3_501 })).toEqual({
      ok: false,
      problems: [
        { path: 'discount', message: "Lo sconto non può superare l'importo (35,00\u00a0€)" },
      ],
    });
  });

  it('gives away a free line at 0,00\u00a0€', () => {
    expect(priced([{ ...piega, unitPriceCents: 0 }]).totalCents).toBe(0);
  });
});

describe('a priced receipt, for any lines and discounts', () => {
  const receipts = fc
    .tuple(fc.array(draftLine, { minLength: 1, maxLength: 8 }), receiptDiscount)
    .map(([lines, discount]) => priceReceipt(lines, discount));

  it('has lines that sum to its total, and VAT by rate that sums to its VAT', () => {
    fc.assert(
      fc.property(receipts, (result) => {
        if (!result.ok) return; // an amount discount larger than a small receipt
        const { receipt } = result;
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(receipt.lines.map((l) => l.totalCents))).toBe(receipt.totalCents);
        expect(sum(receipt.vat.map((g) => g.vatCents))).toBe(receipt.vatCents);
        expect(sum(receipt.vat.map((g) => g.grossCents))).toBe(receipt.totalCents);
        expect(receipt.netCents + receipt.vatCents).toBe(receipt.totalCents);
        expect(receipt.grossCents - receipt.discountCents).toBe(receipt.totalCents);
        for (const group of receipt.vat)
          expect(group.netCents + group.vatCents).toBe(group.grossCents);
        for (const line of receipt.lines) {
          expect(Number.isSafeInteger(line.totalCents)).toBe(true);
          expect(line.totalCents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('only refuses an amount discount larger than what is left to pay', () => {
    fc.assert(
      fc.property(
        fc.array(draftLine, { minLength: 1, maxLength: 8 }),
        receiptDiscount,
        (lines, discount) => {
          const result = priceReceipt(lines, discount);
          if (result.ok) return;
          expect(discount?.kind).toBe('AMOUNT');
          expect(result.problems.map((p) => p.path)).toEqual(['discount']);
        },
      ),
    );
  });
});
