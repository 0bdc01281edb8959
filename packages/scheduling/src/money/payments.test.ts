import fc from 'fast-check';
import { PAYMENT_METHODS } from '@agendina/contract';
import { describe, expect, it } from 'vitest';
import { settle } from './payments.ts';

describe('paying a receipt', () => {
  it('gives change for cash', () => {
    expect(settle(3_500, [{ method: 'CONTANTI', amountCents: 5_000 }])).toEqual({
      ok: true,
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
    ).toEqual({ ok: true, paidCents: 4_000, changeCents: 500 });
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
    expect(settle(0, [])).toEqual({ ok: true, paidCents: 0, changeCents: 0 });
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
          expect(result.paidCents - result.changeCents).toBe(total);
          expect(result.changeCents).toBeLessThanOrEqual(cash);
        },
      ),
    );
  });
});
