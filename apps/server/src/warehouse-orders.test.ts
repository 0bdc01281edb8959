import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from './http/types.ts';
import { purchaseOrders, stockMovements } from './db/schema/index.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import { quantityOf, seedProduct, seedSupplier } from './test-support/warehouse-fixtures.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
let supplierId: number;
let shampoo: number;
let mask: number;
beforeEach(async () => {
  h = suite.h;
  s = suite.s;
  supplierId = await seedSupplier(h.db, s.salonId);
  shampoo = await seedProduct(h.db, s.salonId, { supplierId, quantity: 1 });
  mask = await seedProduct(h.db, s.salonId, { name: 'Maschera 500 ml', supplierId });
});

type Order = Schemas['PurchaseOrder'] & { message?: string; code?: string; errors?: object };
const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  h.api<Order>(method, `/warehouse/orders${path}`, { token: s.token, body, headers });
const draft = (lines = [{ productId: shampoo, quantity: 6, unitCostCents: 950 }]) =>
  call('POST', '', { supplierId, lines });
const receive = (
  id: number,
  lines: { productId: number; quantity: number }[],
  acceptExcess?: boolean,
) =>
  call('POST', `/${id}/receive`, {
    lines,
    ...(acceptExcess === undefined ? {} : { acceptExcess }),
  });

const movementsOf = (orderId: number) =>
  h.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.purchaseOrderId, orderId)))
    .orderBy(stockMovements.id);

describe('orders to suppliers (/warehouse/orders)', () => {
  it('numbers drafts per salon, reads them with totals and lists them newest first', async () => {
    const first = await draft();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      number: 1,
      status: 'BOZZA',
      supplierName: 'Forniture Bellezza Srl',
      totalCents: 5700,
      sentAt: null,
      closedAt: null,
      lines: [
        { productId: shampoo, quantity: 6, receivedQuantity: 0, totalCents: 5700, unit: 'PZ' },
      ],
    });
    const second = await draft([
      { productId: shampoo, quantity: 1, unitCostCents: 100 },
      { productId: mask, quantity: 2, unitCostCents: 200 },
    ]);
    expect(second.body.number).toBe(2);
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const otherSupplier = await seedSupplier(h.db, other.salonId);
    const otherProduct = await seedProduct(h.db, other.salonId, { supplierId: otherSupplier });
    const theirs = await h.api<Order>('POST', '/warehouse/orders', {
      token: other.token,
      body: {
        supplierId: otherSupplier,
        lines: [{ productId: otherProduct, quantity: 1, unitCostCents: 1 }],
      },
    });
    expect(theirs.body.number).toBe(1);
    const list = await h.api('GET', '/warehouse/orders', { token: s.token });
    expect(list.body).toMatchObject({ totalElements: 2, page: 0, size: 20, totalPages: 1 });
    expect(list.body.content.map((o: { number: number }) => o.number)).toEqual([2, 1]);
    expect(list.body.content[0]).toMatchObject({ lineCount: 2, totalCents: 500 });
    const open = await h.api('GET', '/warehouse/orders', {
      token: s.token,
      query: { open: false },
    });
    expect(open.body.totalElements).toBe(0);
    const got = await call('GET', `/${first.body.id}`);
    expect(got.body).toEqual(first.body);
  });

  it('refuses a product twice (400), a supplier or product of another salon (404)', async () => {
    const twice = await draft([
      { productId: shampoo, quantity: 1, unitCostCents: 1 },
      { productId: shampoo, quantity: 2, unitCostCents: 1 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({
      lines: "Ogni prodotto può comparire una sola volta nell'ordine",
    });
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const theirSupplier = await seedSupplier(h.db, other.salonId);
    const theirProduct = await seedProduct(h.db, other.salonId);
    const bySupplier = await call('POST', '', {
      supplierId: theirSupplier,
      lines: [{ productId: shampoo, quantity: 1, unitCostCents: 1 }],
    });
    expect(bySupplier.status).toBe(404);
    expect(bySupplier.body.message).toBe('Fornitore non trovato');
    const byProduct = await draft([{ productId: theirProduct, quantity: 1, unitCostCents: 1 }]);
    expect(byProduct.status).toBe(404);
    expect(byProduct.body.message).toBe('Prodotto non trovato');
    expect(await h.db.select().from(purchaseOrders)).toEqual([]);
  });

  it('edits only a BOZZA; every illegal transition is a 409 that changes nothing', async () => {
    const order = (await draft()).body;
    const edited = await call('PUT', `/${order.id}`, {
      supplierId,
      notes: 'Consegna al mattino',
      lines: [{ productId: mask, quantity: 3, unitCostCents: 400 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ notes: 'Consegna al mattino', totalCents: 1200 });
    expect(edited.body.lines.map((l) => l.productId)).toEqual([mask]);

    const early = await receive(order.id, [{ productId: mask, quantity: 1 }]);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'INVALID_ORDER_TRANSITION',
      message: 'Un ordine in bozza va prima inviato al fornitore',
    });
    const sent = await call('POST', `/${order.id}/send`);
    expect(sent.body).toMatchObject({ status: 'INVIATO' });
    expect(sent.body.sentAt).not.toBeNull();
    const again = await call('POST', `/${order.id}/send`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Questo ordine è già stato inviato al fornitore');
    const edit = await call('PUT', `/${order.id}`, {
      supplierId,
      lines: [{ productId: mask, quantity: 1, unitCostCents: 1 }],
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('Solo un ordine in bozza si può modificare');

    await receive(order.id, [{ productId: mask, quantity: 1 }]);
    const cancel = await call('POST', `/${order.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('Un ordine già ricevuto in parte non si può annullare');
    expect((await call('GET', `/${order.id}`)).body).toMatchObject({
      status: 'PARZIALMENTE_RICEVUTO',
      lines: [{ quantity: 3, receivedQuantity: 1 }],
    });

    const other = (await draft()).body;
    const cancelled = await call('POST', `/${other.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'ANNULLATO' });
    expect(cancelled.body.closedAt).not.toBeNull();
    for (const [method, path] of [
      ['POST', '/send'],
      ['POST', '/cancel'],
      ['PUT', ''],
    ] as const) {
      const refused = await call(
        method,
        `/${other.id}${path}`,
        method === 'PUT'
          ? { supplierId, lines: [{ productId: mask, quantity: 1, unitCostCents: 1 }] }
          : undefined,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Questo ordine è annullato: non si può più modificare');
    }
  });

  it('receives in part then in full: CARICO movements linked to the order, quantities and status', async () => {
    const order = (
      await draft([
        { productId: shampoo, quantity: 6, unitCostCents: 950 },
        { productId: mask, quantity: 2, unitCostCents: 500 },
      ])
    ).body;
    await call('POST', `/${order.id}/send`);
    const part = await receive(order.id, [
      { productId: shampoo, quantity: 4 },
      { productId: mask, quantity: 0 },
    ]);
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'PARZIALMENTE_RICEVUTO', closedAt: null });
    expect(part.body.lines.map((l) => l.receivedQuantity)).toEqual([4, 0]);
    expect(await quantityOf(h.db, shampoo)).toBe(5);
    const full = await receive(order.id, [
      { productId: shampoo, quantity: 2 },
      { productId: mask, quantity: 2 },
    ]);
    expect(full.body).toMatchObject({ status: 'RICEVUTO' });
    expect(full.body.closedAt).not.toBeNull();
    expect(await quantityOf(h.db, shampoo)).toBe(7);
    expect(await quantityOf(h.db, mask)).toBe(2);
    const movements = await movementsOf(order.id);
    expect(
      movements.map((m) => [m.productId, m.kind, m.quantity, m.balanceAfter, m.reason, m.userId]),
    ).toEqual([
      [shampoo, 'CARICO', 4, 5, 'Ordine n. 1', s.userId],
      [shampoo, 'CARICO', 2, 7, 'Ordine n. 1', s.userId],
      [mask, 'CARICO', 2, 2, 'Ordine n. 1', s.userId],
    ]);
    const after = await receive(order.id, [{ productId: shampoo, quantity: 1 }]);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('Questo ordine è già stato ricevuto per intero');
  });

  it('refuses a product not in the order, nothing received, and an excess without confirmation', async () => {
    const order = (await draft()).body;
    await call('POST', `/${order.id}/send`);
    const stranger = await receive(order.id, [{ productId: mask, quantity: 1 }]);
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(`Il prodotto ${mask} non è in questo ordine`);
    const nothing = await receive(order.id, [{ productId: shampoo, quantity: 0 }]);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Indica almeno una quantità ricevuta');
    await receive(order.id, [{ productId: shampoo, quantity: 4 }]);
    const excess = await receive(order.id, [{ productId: shampoo, quantity: 8 }]);
    expect(excess.status).toBe(409);
    expect(excess.body).toEqual({
      code: 'OVER_RECEIPT',
      message:
        'Shampoo nutriente 250 ml: ricevi 8 ma ne restano 2 da ricevere. Conferma per registrare l’eccedenza.',
    });
    expect(await quantityOf(h.db, shampoo)).toBe(5);
    expect(await movementsOf(order.id)).toHaveLength(1);
    const confirmed = await receive(order.id, [{ productId: shampoo, quantity: 8 }], true);
    expect(confirmed.body).toMatchObject({
      status: 'RICEVUTO',
      lines: [{ quantity: 6, receivedQuantity: 12 }],
    });
    expect(await quantityOf(h.db, shampoo)).toBe(13);
  });

  it('answers a retried receipt with the same Idempotency-Key once, writing its movements once', async () => {
    const order = (await draft()).body;
    await call('POST', `/${order.id}/send`);
    const key = { 'Idempotency-Key': '5f0c7a52-2a53-4ab1-9b7f-2f0a43d9a0c1' };
    const first = await call(
      'POST',
      `/${order.id}/receive`,
      { lines: [{ productId: shampoo, quantity: 2 }] },
      key,
    );
    const retry = await call(
      'POST',
      `/${order.id}/receive`,
      { lines: [{ productId: shampoo, quantity: 2 }] },
      key,
    );
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await movementsOf(order.id)).toHaveLength(1);
    expect(await quantityOf(h.db, shampoo)).toBe(3);
  });

  it('serialises a receipt and a cancel racing on the same order: one wins, nothing half-written', async () => {
    const order = (await draft()).body;
    await call('POST', `/${order.id}/send`);
    const [received, cancelled] = await Promise.all([
      receive(order.id, [{ productId: shampoo, quantity: 6 }]),
      call('POST', `/${order.id}/cancel`),
    ]);
    const statuses = [received.status, cancelled.status].sort();
    expect(statuses).toEqual([200, 409]);
    const final = (await call('GET', `/${order.id}`)).body;
    const movements = await movementsOf(order.id);
    if (received.status === 200) {
      expect(final.status).toBe('RICEVUTO');
      expect(movements).toHaveLength(1);
      expect(await quantityOf(h.db, shampoo)).toBe(7);
    } else {
      expect(final.status).toBe('ANNULLATO');
      expect(movements).toHaveLength(0);
      expect(await quantityOf(h.db, shampoo)).toBe(1);
    }
  });

  it('serialises two receipts racing: never more than confirmed is received', async () => {
    const order = (await draft()).body;
    await call('POST', `/${order.id}/send`);
    const results = await Promise.all([
      receive(order.id, [{ productId: shampoo, quantity: 4 }]),
      receive(order.id, [{ productId: shampoo, quantity: 4 }]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('OVER_RECEIPT');
    expect(await quantityOf(h.db, shampoo)).toBe(5);
  });

  it('answers 404 for an order of another salon, and its receipt writes nothing', async () => {
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const order = (await draft()).body;
    await call('POST', `/${order.id}/send`);
    const theirs = await h.api('POST', `/warehouse/orders/${order.id}/receive`, {
      token: other.token,
      body: { lines: [{ productId: shampoo, quantity: 1 }] },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Ordine non trovato');
    expect(await movementsOf(order.id)).toEqual([]);
  });
});
