// The stock ledger (issue #17): a product's quantity is the sum of its movements, each movement
// records the balance after it, the database refuses to edit or delete a movement or to set a
// quantity, 50 concurrent movements on one product add up exactly, the sign fits the kind, a
// RETTIFICA has a reason, a retried create is written once; the ledger's filters; the overview.
import { randomUUID } from 'node:crypto';
import { isUnderMinimum, stockValueCents } from '@agendina/scheduling';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { purchaseOrderLines, purchaseOrders } from './db/schema/index.ts';
import type { Schemas } from './http/types.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import { sqlRows } from './test-support/sql-rows.ts';
import { createProduct, createSupplier, ean, moveStock } from './test-support/warehouse-calls.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});
const t = () => ({ token: s.token });

const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(h.db, query);

/** The database's own refusal of a statement, as its message. */
async function refusal(query: ReturnType<typeof sql>): Promise<string> {
  try {
    await h.db.execute(query);
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? error);
  }
  return 'accepted';
}

describe('the stock ledger', () => {
  it('keeps quantity = the sum of the movements, with the balance after each, user and reason', async () => {
    const p = await createProduct(h.api, s.token);
    const steps: Schemas['StockMovementInput'][] = [
      { productId: p.id, kind: 'CARICO', quantity: 10 },
      { productId: p.id, kind: 'SCARICO', quantity: -3, reason: 'Flacone rotto' },
      { productId: p.id, kind: 'USO_INTERNO', quantity: -8 },
      { productId: p.id, kind: 'RETTIFICA', quantity: 2, reason: 'Conteggio a scaffale' },
      { productId: p.id, kind: 'RESO', quantity: -1 },
    ];
    const balances: number[] = [];
    for (const step of steps) {
      const res = await moveStock(h.api, s.token, step);
      expect(res.status).toBe(201);
      balances.push(res.body.balanceAfter);
    }
    expect(balances).toEqual([10, 7, -1, 1, 0]);
    const product = await h.api<Schemas['Product']>('GET', `/warehouse/products/${p.id}`, t());
    expect(product.body.quantity).toBe(0);
    const ledger = await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', {
      ...t(),
      query: { productId: p.id },
    });
    expect(ledger.body.content.map((m) => m.kind)).toEqual([
      'RESO',
      'RETTIFICA',
      'USO_INTERNO',
      'SCARICO',
      'CARICO',
    ]);
    expect(ledger.body.content[3]).toMatchObject({
      productName: 'Shampoo nutriente 250 ml',
      unit: 'PZ',
      quantity: -3,
      balanceAfter: 7,
      reason: 'Flacone rotto',
      userEmail: s.email,
    });
  });

  it('is append-only in the database: UPDATE and DELETE of a movement and an UPDATE of a quantity are refused', async () => {
    const p = await createProduct(h.api, s.token);
    const m = await moveStock(h.api, s.token, { productId: p.id, kind: 'CARICO', quantity: 5 });
    expect(
      await refusal(sql`update stock_movements set quantity = 50 where id = ${m.body.id}`),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from stock_movements where id = ${m.body.id}`)).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(sql`update products set quantity = 99 where id = ${p.id}`)).toMatch(
      /sum of the stock movements/,
    );
    const [after] = await rows<{ quantity: number; total: number; n: number }>(sql`
      select p.quantity, (select sum(quantity)::int from stock_movements where product_id = p.id) as total,
             (select count(*)::int from stock_movements where product_id = p.id) as n
      from products p where p.id = ${p.id}`);
    expect(after).toEqual({ quantity: 5, total: 5, n: 1 });
  });

  it('adds 50 concurrent movements exactly: quantity = their sum = SUM of the ledger', async () => {
    const p = await createProduct(h.api, s.token);
    const quantities = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? -(i % 7) - 1 : i + 1));
    const answers = await Promise.all(
      quantities.map((quantity) =>
        moveStock(h.api, s.token, {
          productId: p.id,
          kind: quantity > 0 ? 'CARICO' : 'SCARICO',
          quantity,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const sum = quantities.reduce((a, b) => a + b, 0);
    const product = await h.api<Schemas['Product']>('GET', `/warehouse/products/${p.id}`, t());
    expect(product.body.quantity).toBe(sum);
    const [ledger] = await rows<{ total: number }>(sql`
      select sum(quantity)::int as total from stock_movements where product_id = ${p.id}`);
    expect(ledger).toEqual({ total: sum });
    // Each movement saw the one before it, none was lost: in the order the product's lock was
    // taken (not the ids' order on PostgreSQL, where ids are drawn before the lock), the balance
    // before a movement is the balance after the previous one. So the balances before are 0 and
    // every balance after but the last one.
    const before = answers.map((a) => a.body.balanceAfter - a.body.quantity).sort((a, b) => a - b);
    const after = answers.map((a) => a.body.balanceAfter);
    expect(after).toContain(sum);
    after.splice(after.indexOf(sum), 1);
    expect(before).toEqual([0, ...after].sort((a, b) => a - b));
  });

  it('refuses a sign that does not fit the kind, zero, VENDITA by hand and a RETTIFICA without a reason', async () => {
    const p = await createProduct(h.api, s.token);
    const scarico = await moveStock(h.api, s.token, {
      productId: p.id,
      kind: 'SCARICO',
      quantity: 2,
    });
    expect(scarico.status).toBe(400);
    expect(scarico.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { quantity: 'Uno scarico toglie merce: la quantità deve essere negativa' },
    });
    const carico = await moveStock(h.api, s.token, {
      productId: p.id,
      kind: 'CARICO',
      quantity: -2,
    });
    expect(carico.body).toMatchObject({
      errors: { quantity: 'Un carico aggiunge merce: la quantità deve essere positiva' },
    });
    const zero = await moveStock(h.api, s.token, { productId: p.id, kind: 'RESO', quantity: 0 });
    expect(zero.body).toMatchObject({ errors: { quantity: 'La quantità non può essere zero' } });
    const rettifica = await moveStock(h.api, s.token, {
      productId: p.id,
      kind: 'RETTIFICA',
      quantity: -1,
      reason: '   ',
    });
    expect(rettifica.body).toMatchObject({
      errors: { reason: 'Indica il motivo della rettifica' },
    });
    const vendita = await h.api('POST', '/warehouse/movements', {
      ...t(),
      body: { productId: p.id, kind: 'VENDITA', quantity: -1 },
    });
    expect(vendita.status).toBe(400);
    expect(
      (await moveStock(h.api, s.token, { productId: 999999, kind: 'CARICO', quantity: 1 })).status,
    ).toBe(404);
    const ledger = await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', t());
    expect(ledger.body.totalElements).toBe(0);
  });

  it('writes a movement once for a retried Idempotency-Key; another body with the key is 422', async () => {
    const p = await createProduct(h.api, s.token);
    const key = randomUUID();
    const body = { productId: p.id, kind: 'CARICO', quantity: 4 };
    const send = (b: unknown) =>
      h.api<Schemas['StockMovement']>('POST', '/warehouse/movements', {
        ...t(),
        body: b,
        headers: { 'Idempotency-Key': key },
      });
    const [first, again] = await Promise.all([send(body), send(body)]);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await send({ ...body, quantity: 5 })).status).toBe(422);
    const product = await h.api<Schemas['Product']>('GET', `/warehouse/products/${p.id}`, t());
    expect(product.body.quantity).toBe(4);
  });

  it('filters the ledger by product, kind and salon days (in the salon time zone), newest first, paged', async () => {
    const a = await createProduct(h.api, s.token);
    const b = await createProduct(h.api, s.token, { name: 'Maschera', ean: ean('800109099999') });
    await moveStock(h.api, s.token, { productId: a.id, kind: 'CARICO', quantity: 3 });
    await moveStock(h.api, s.token, { productId: b.id, kind: 'CARICO', quantity: 2 });
    await moveStock(h.api, s.token, { productId: b.id, kind: 'USO_INTERNO', quantity: -1 });
    // Back-date the first movement to 23:30 Rome time of 1 March (22:30 UTC): the trigger allows
    // an insert only, so the test writes its own row with the time set.
    await h.db.execute(sql`
      insert into stock_movements (salon_id, product_id, kind, quantity, created_at)
      values (${s.salonId}, ${a.id}, 'CARICO', 1, '2026-03-01T22:30:00Z')`);
    const list = async (query: Record<string, string | number>) =>
      (await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', { ...t(), query }))
        .body;
    expect((await list({})).content.map((m) => m.quantity)).toEqual([-1, 2, 3, 1]);
    expect((await list({ productId: b.id })).totalElements).toBe(2);
    expect((await list({ kind: 'USO_INTERNO' })).content.map((m) => m.productName)).toEqual([
      'Maschera',
    ]);
    expect((await list({ from: '2026-03-01', to: '2026-03-01' })).content).toHaveLength(1);
    expect((await list({ from: '2026-03-02', to: '2026-03-02' })).content).toHaveLength(0);
    const paged = await list({ size: 3, page: 1 });
    expect(paged).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(paged.content.map((m) => m.quantity)).toEqual([1]);
    const reversed = await h.api('GET', '/warehouse/movements', {
      ...t(),
      query: { from: '2026-03-10', to: '2026-03-01' },
    });
    expect(reversed.status).toBe(400);
  });
});

describe('the overview', () => {
  it('shows the value at cost, under minimum, negative, the last 10 movements and the open orders', async () => {
    const supplier = await createSupplier(h.api, s.token);
    const shampoo = await createProduct(h.api, s.token, { supplierId: supplier.id });
    const tinta = await createProduct(h.api, s.token, {
      name: 'Tinta 7.1',
      ean: null,
      use: 'USO_INTERNO',
      salePriceCents: null,
      costCents: 420,
      minimumStock: 0,
    });
    const archived = await createProduct(h.api, s.token, {
      name: 'Vecchio',
      ean: null,
      active: false,
    });
    for (let i = 0; i < 6; i++)
      await moveStock(h.api, s.token, { productId: shampoo.id, kind: 'CARICO', quantity: 1 });
    await moveStock(h.api, s.token, { productId: tinta.id, kind: 'USO_INTERNO', quantity: -2 });
    await moveStock(h.api, s.token, { productId: archived.id, kind: 'CARICO', quantity: 50 });
    for (let i = 0; i < 4; i++)
      await moveStock(h.api, s.token, { productId: shampoo.id, kind: 'SCARICO', quantity: -1 });
    const [order] = await h.db
      .insert(purchaseOrders)
      .values({ salonId: s.salonId, number: 1, supplierId: supplier.id, status: 'INVIATO' })
      .returning();
    await h.db.insert(purchaseOrderLines).values({
      salonId: s.salonId,
      orderId: order!.id,
      productId: shampoo.id,
      quantity: 6,
      unitCostCents: 950,
    });
    await h.db
      .insert(purchaseOrders)
      .values({ salonId: s.salonId, number: 2, supplierId: supplier.id, status: 'RICEVUTO' });

    const overview = await h.api<Schemas['WarehouseOverview']>('GET', '/warehouse/overview', t());
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({
      stockValueCents: 2 * 950,
      activeProductCount: 2,
      underMinimumCount: 1,
      underMinimum: [
        {
          productId: shampoo.id,
          quantity: 2,
          minimumStock: 4,
          supplierName: 'Forniture Bellezza Srl',
        },
      ],
      negativeCount: 1,
      negative: [{ productId: tinta.id, name: 'Tinta 7.1', quantity: -2, supplierName: null }],
      openOrderCount: 1,
      openOrders: [
        {
          number: 1,
          status: 'INVIATO',
          supplierName: 'Forniture Bellezza Srl',
          lineCount: 1,
          totalCents: 5700,
        },
      ],
    });
    expect(overview.body.lastMovements).toHaveLength(10);
    // The SQL totals are scheduling's rules over the active products, product by product.
    const listed = await h.api<Schemas['ProductPage']>('GET', '/warehouse/products', {
      ...t(),
      query: { active: true },
    });
    expect(overview.body.stockValueCents).toBe(
      listed.body.content.reduce((sum, p) => sum + stockValueCents(p.quantity, p.costCents), 0),
    );
    expect(overview.body.underMinimumCount).toBe(
      listed.body.content.filter((p) => isUnderMinimum(p.quantity, p.minimumStock)).length,
    );
    const underListed = await h.api<Schemas['ProductPage']>('GET', '/warehouse/products', {
      ...t(),
      query: { underMinimum: true },
    });
    expect(underListed.body.content.map((p) => p.id)).toEqual(
      listed.body.content.filter((p) => p.underMinimum).map((p) => p.id),
    );
    expect(overview.body.lastMovements[0]).toMatchObject({ kind: 'SCARICO', balanceAfter: 2 });
  });
});
