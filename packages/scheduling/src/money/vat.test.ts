import fc from 'fast-check';
import { VAT_RATES } from '@agendina/contract';
import { describe, expect, it } from 'vitest';
import { vatByRate, vatCodeProblem, vatIncluded } from './vat.ts';

describe('the VAT inside a gross price (scorporo)', () => {
  it('takes 22% out of 122,00\u00a0€ as 22,00\u00a0€, and rounds half up to the cent', () => {
    expect(vatIncluded(12_200, 22)).toBe(2_200);
    expect(vatIncluded(3_500, 22)).toBe(631); // 631,147…
    expect(vatIncluded(1_100, 10)).toBe(100);
    expect(vatIncluded(61, 22)).toBe(11); // 10,9999… rounds up
    expect(vatIncluded(1_000, 0)).toBe(0);
  });

  it('mirrors a sale for a refund', () => {
    expect(vatIncluded(-3_500, 22)).toBe(-631);
  });

  it('is never more than half a cent from the exact share, and never more than the gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...VAT_RATES),
        (gross, rate) => {
          const vat = vatIncluded(gross, rate);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(gross);
          expect(Math.abs(vat - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('a VAT code', () => {
  it('needs a nature at 0% and none otherwise', () => {
    expect(vatCodeProblem({ vatRate: 0 })).toBe(
      "Con l'aliquota 0% indica la natura dell'operazione (da N1 a N6)",
    );
    expect(vatCodeProblem({ vatRate: 22, vatNature: 'N4' })).toBe(
      "La natura dell'operazione si indica solo con l'aliquota 0%",
    );
    expect(vatCodeProblem({ vatRate: 0, vatNature: 'N4' })).toBeNull();
    expect(vatCodeProblem({ vatRate: 10 })).toBeNull();
  });
});

describe('VAT by rate', () => {
  it("rounds once per rate, on the rate's total, highest rate first", () => {
    const groups = vatByRate([
      { vatRate: 10, totalCents: 1_000 },
      { vatRate: 22, totalCents: 61 },
      { vatRate: 22, totalCents: 61 },
      { vatRate: 0, vatNature: 'N4', totalCents: 500 },
    ]);
    expect(groups).toEqual([
      { vatRate: 22, grossCents: 122, netCents: 100, vatCents: 22 },
      { vatRate: 10, grossCents: 1_000, netCents: 909, vatCents: 91 },
      { vatRate: 0, vatNature: 'N4', grossCents: 500, netCents: 500, vatCents: 0 },
    ]);
  });

  it('keeps two natures at 0% apart', () => {
    const groups = vatByRate([
      { vatRate: 0, vatNature: 'N4', totalCents: 100 },
      { vatRate: 0, vatNature: 'N2', totalCents: 100 },
    ]);
    expect(groups.map((g) => g.vatNature)).toEqual(['N2', 'N4']);
  });
});
