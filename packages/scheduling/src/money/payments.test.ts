import fc from 'fast-check';
import { PAYMENT_METHODS } from '@agendina/contract';
import { describe, expect, it } from 'vitest';
import { cashRounded, settle } from './payments.ts';

describe('paying a receipt', () => {
  it('gives change for cash', () => {
    expect(settle(3_500, [{ method: 'CONTANTI', amountCents: 5_000 }])).toEqual({
      ok: true,
      dueCents: 3_500,
      roundingCents: 0,
      paidCents: 5_000,
      changeCents: 1_500,
    });
  });

  it('takes a misto that adds up, with change from its cash part', () => {
    expect(
      settle(3_500, [
        { method: 'CARTA', amountCents: 2_000 },
        { method: 'CONTANTI', amountCents: 2_000 },
      ]),
    ).toEqual({ ok: true, dueCents: 3_500, roundingCents: 0, paidCents: 4_000, changeCents: 500 });
  });

  it('says what is missing, and never gives change on a card', () => {
    expect(settle(3_500, [{ method: 'CARTA', amountCents: 3_000 }])).toEqual({
      ok: false,
      problems: [{ path: 'payments', message: 'Mancano 5,00\u00a0€ al totale' }],
    });
    expect(settle(3_500, [{ method: 'CARTA', amountCents: 4_000 }])).toEqual({
      ok: false,
      problems: [
        {
          path: 'payments',
          message:
            'Carta e altri metodi superano il totale di 5,00\u00a0€: il resto si dà solo in contanti',
        },
      ],
    });
  });

  it('refuses zero, negative, fractional and absurd amounts, and no payment at all', () => {
    const bad = [0, -100, 10.5, 10_000_001].map((amountCents) =>
      settle(3_500, [{ method: 'CONTANTI', amountCents }]),
    );
    for (const result of bad)
      expect(result).toEqual({
        ok: false,
        problems: [
          { path: 'payments.0.amountCents', message: 'Scrivi un importo maggiore di zero' },
        ],
      });
    expect(settle(3_500, [])).toEqual({
      ok: false,
      problems: [{ path: 'payments', message: 'Scegli come paga il cliente' }],
    });
    expect(settle(0, [])).toEqual({
      ok: true,
      dueCents: 0,
      roundingCents: 0,
      paidCents: 0,
      changeCents: 0,
    });
  });

  it('rounds a total paid all in cash to 5 cents (DL 50/2017), and only then', () => {
    expect(
      [2_301, 2_302, 2_303, 2_304, 2_306, 2_307, 2_308, 2_309, 2_310].map(cashRounded),
    ).toEqual([2_300, 2_300, 2_305, 2_305, 2_305, 2_305, 2_310, 2_310, 2_310]);
    expect(settle(2_302, [{ method: 'CONTANTI', amountCents: 2_300 }])).toEqual({
      ok: true,
      dueCents: 2_300,
      roundingCents: -2,
      paidCents: 2_300,
      changeCents: 0,
    });
    expect(settle(2_309, [{ method: 'CONTANTI', amountCents: 5_000 }])).toMatchObject({
      dueCents: 2_310,
      roundingCents: 1,
      changeCents: 2_690,
    });
    expect(settle(2_302, [{ method: 'CARTA', amountCents: 2_300 }])).toEqual({
      ok: false,
      problems: [{ path: 'payments', message: 'Mancano 0,02\u00a0€ al totale' }],
    });
  });

  it('when it settles, pays exactly the total once the change is given, change only from cash', () => {
    const payment = fc.record({
      method: fc.constantFrom(...PAYMENT_METHODS),
      amountCents: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(payment, { maxLength: 4 }),
        (total, payments) => {
          const result = settle(total, payments);
          if (!result.ok) return;
          const cash = payments
            .filter((p) => p.method === 'CONTANTI')
            .reduce((a, p) => a + p.amountCents, 0);
          expect(result.paidCents - result.changeCents).toBe(result.dueCents);
          expect(Math.abs(result.dueCents - total)).toBeLessThanOrEqual(2);
          expect(result.dueCents % 5 === 0 || result.roundingCents === 0).toBe(true);
          expect(result.changeCents).toBeLessThanOrEqual(cash);
        },
      ),
    );
  });
});
