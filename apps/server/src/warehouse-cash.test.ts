// The cash desk's product lines in the warehouse (issue #17): a sale writes VENDITA in the
// receipt's own transaction, a refund and a void give the goods back with RESO.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { receipts, stockMovements } from './db/schema/index.ts';
import { cashSuite, issue, line, refund, seedCashSalon } from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { quantityOf, seedProduct } from './test-support/warehouse-fixtures.ts';

const suite = cashSuite();
let h: Harness;
let s: SalonFixture;
let shampoo: number;
let gel: number;
beforeEach(async () => {
  h = suite.h;
  s = suite.s;
  shampoo = await seedProduct(h.db, s.salonId, { quantity: 1 });
  gel = await seedProduct(h.db, s.salonId, { name: 'Gel fissante', quantity: 10 });
});

/** The movements of a kind, oldest first, with what the tests compare. */
const ofKind = (kind: 'VENDITA' | 'RESO') =>
  h.db
    .select({
      productId: stockMovements.productId,
      kind: stockMovements.kind,
      quantity: stockMovements.quantity,
      receiptId: stockMovements.receiptId,
      reason: stockMovements.reason,
    })
    .from(stockMovements)
    .where(eq(stockMovements.kind, kind))
    .orderBy(stockMovements.id);
const movements = async () =>
  (await ofKind('VENDITA')).map(({ productId, kind, quantity, receiptId }) => ({
    productId,
    kind,
    quantity,
    receiptId,
  }));
const returns = async () =>
  (await ofKind('RESO')).map(({ productId, quantity, receiptId, reason }) => ({
    productId,
    quantity,
    receiptId,
    reason,
  }));

/** Taglio donna 35,00 €, 3 shampoo at 18,00 € and a gel at 12,00 €: 101,00 € in cash. */
const saleBody = () => ({
  lines: [
    line(),
    line({
      description: 'Shampoo nutriente',
      quantity: 3,
      unitPriceCents: 1800,
      productId: shampoo,
    }),
    line({ description: 'Gel fissante', unitPriceCents: 1200, productId: gel }),
  ],
  payments: [{ method: 'CONTANTI', amountCents: 10100 }],
});

describe('product lines at the cash desk', () => {
  it('a sale writes one VENDITA per product line, linked to the receipt, even below zero', async () => {
    const response = await issue(h, s, saleBody());
    expect(response.status).toBe(201);
    expect(response.body.lines.map((l: { productId?: number }) => l.productId)).toEqual([
      undefined,
      shampoo,
      gel,
    ]);
    expect(await movements()).toEqual([
      { productId: shampoo, kind: 'VENDITA', quantity: -3, receiptId: response.body.id },
      { productId: gel, kind: 'VENDITA', quantity: -1, receiptId: response.body.id },
    ]);
    expect(await quantityOf(h.db, shampoo)).toBe(-2);
    expect(await quantityOf(h.db, gel)).toBe(9);
  });

  it('a retried "Incassa" with the same key writes no second movement', async () => {
    const key = randomUUID();
    const first = await issue(h, s, saleBody(), key);
    const again = await issue(h, s, saleBody(), key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const five = await Promise.all(Array.from({ length: 5 }, () => issue(h, s, saleBody(), key)));
    expect(five.every((r) => r.body.id === first.body.id)).toBe(true);
    expect(await movements()).toHaveLength(2);
    expect(await quantityOf(h.db, shampoo)).toBe(-2);
  });

  it('a receipt that fails writes no movement: a bad payment, a fiscal refusal, another salon’s product', async () => {
    const short = await issue(h, s, {
      ...saleBody(),
      payments: [{ method: 'CONTANTI', amountCents: 100 }],
    });
    expect(short.status).toBe(400);
    suite.fiscal.simulate({ mode: 'reject' });
    const refused = await issue(h, s, saleBody());
    expect(refused.status).toBe(422);
    suite.fiscal.simulate({ mode: 'ok', latencyMs: 0 });
    const other = await seedCashSalon(h, 'Salone Due');
    const theirs = await seedProduct(h.db, other.salonId);
    const foreign = await issue(h, s, {
      lines: [line({ productId: theirs })],
      payments: [{ method: 'CONTANTI', amountCents: 3500 }],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Prodotto non trovato');
    expect(await h.db.select().from(receipts)).toEqual([]);
    expect(await movements()).toEqual([]);
    expect(await quantityOf(h.db, shampoo)).toBe(1);
  });

  it('a refund gives back RESO for the refunded pieces, a void for every product line', async () => {
    const sold = (await issue(h, s, saleBody())).body;
    const partial = await refund(h, s, sold.id, {
      method: 'CONTANTI',
      lines: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 2 },
      ],
    });
    expect(partial.status).toBe(201);
    expect(await returns()).toEqual([
      {
        productId: shampoo,
        quantity: 2,
        receiptId: sold.id,
        reason: `Reso scontrino n. ${sold.number}`,
      },
    ]);
    expect(await quantityOf(h.db, shampoo)).toBe(0);
    const rest = await refund(h, s, sold.id, { method: 'CONTANTI' });
    expect(rest.status).toBe(201);
    expect((await returns()).map((r) => [r.productId, r.quantity])).toEqual([
      [shampoo, 2],
      [shampoo, 1],
      [gel, 1],
    ]);
    expect([await quantityOf(h.db, shampoo), await quantityOf(h.db, gel)]).toEqual([1, 10]);

    const voided = (await issue(h, s, saleBody())).body;
    const response = await h.api('POST', `/cash/receipts/${voided.id}/void`, { token: s.token });
    expect(response.status).toBe(200);
    expect((await returns()).slice(3)).toEqual([
      {
        productId: shampoo,
        quantity: 3,
        receiptId: voided.id,
        reason: `Annullo scontrino n. ${voided.number}`,
      },
      {
        productId: gel,
        quantity: 1,
        receiptId: voided.id,
        reason: `Annullo scontrino n. ${voided.number}`,
      },
    ]);
    expect([await quantityOf(h.db, shampoo), await quantityOf(h.db, gel)]).toEqual([1, 10]);
  });
});
