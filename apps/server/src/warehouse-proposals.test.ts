// "Proponi ordine" (decision 0032): back to twice the minimum, counting what open orders still
// expect, one BOZZA per supplier at the product's cost; products with no supplier listed apart.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from './http/types.ts';
import { purchaseOrders } from './db/schema/index.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import { seedProduct, seedSupplier } from './test-support/warehouse-fixtures.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

type Proposal = Schemas['PurchaseOrderProposal'];
const propose = () => h.api<Proposal>('POST', '/warehouse/orders/propose', { token: s.token });

describe('Proponi ordine (/warehouse/orders/propose)', () => {
  it('drafts one BOZZA per supplier up to twice the minimum; nothing the second time', async () => {
    const bella = await seedSupplier(h.db, s.salonId, 'Forniture Bellezza Srl');
    const colori = await seedSupplier(h.db, s.salonId, 'Colori Italia Spa');
    const shampoo = await seedProduct(h.db, s.salonId, {
      supplierId: bella,
      minimumStock: 5,
      quantity: 2,
      costCents: 950,
    });
    const negative = await seedProduct(h.db, s.salonId, {
      name: 'Ossigeno 20 vol',
      supplierId: colori,
      minimumStock: 3,
      quantity: -1,
      costCents: 400,
    });
    await seedProduct(h.db, s.salonId, {
      name: 'Pieno',
      supplierId: bella,
      minimumStock: 2,
      quantity: 2,
    });
    await seedProduct(h.db, s.salonId, { name: 'Senza minimo', supplierId: bella, quantity: -4 });
    await seedProduct(h.db, s.salonId, {
      name: 'Fuori listino',
      supplierId: bella,
      minimumStock: 5,
      active: false,
    });
    const loose = await seedProduct(h.db, s.salonId, {
      name: 'Balsamo sfuso',
      minimumStock: 4,
      quantity: 1,
    });

    const first = await propose();
    expect(first.status).toBe(201);
    expect(first.body.withoutSupplier).toEqual([
      { productId: loose, productName: 'Balsamo sfuso', quantity: 7 },
    ]);
    const bySupplier = Object.fromEntries(first.body.orders.map((o) => [o.supplierName, o]));
    expect(Object.keys(bySupplier).sort()).toEqual(['Colori Italia Spa', 'Forniture Bellezza Srl']);
    expect(bySupplier['Forniture Bellezza Srl']).toMatchObject({
      status: 'BOZZA',
      lines: [{ productId: shampoo, quantity: 8, unitCostCents: 950, receivedQuantity: 0 }],
      totalCents: 7600,
    });
    expect(bySupplier['Colori Italia Spa']).toMatchObject({
      lines: [{ productId: negative, quantity: 7, unitCostCents: 400 }],
    });
    expect(first.body.orders.map((o) => o.number).sort()).toEqual([1, 2]);

    const second = await propose();
    expect(second.body.orders).toEqual([]);
    expect(second.body.withoutSupplier).toHaveLength(1);
    expect(await h.db.select().from(purchaseOrders)).toHaveLength(2);
  });

  it('counts what a partly received order still expects, and not a cancelled one', async () => {
    const bella = await seedSupplier(h.db, s.salonId);
    const shampoo = await seedProduct(h.db, s.salonId, {
      supplierId: bella,
      minimumStock: 5,
      quantity: 0,
    });
    const ordered = (await propose()).body.orders[0]!;
    expect(ordered.lines[0]).toMatchObject({ productId: shampoo, quantity: 10 });
    const path = `/warehouse/orders/${ordered.id}`;
    await h.api('POST', `${path}/send`, { token: s.token });
    await h.api('POST', `${path}/receive`, {
      token: s.token,
      body: { lines: [{ productId: shampoo, quantity: 3 }] },
    });
    // 3 on the shelf + 7 still expected: nothing to propose.
    expect((await propose()).body.orders).toEqual([]);
    const mask = await seedProduct(h.db, s.salonId, {
      name: 'Maschera',
      supplierId: bella,
      minimumStock: 2,
    });
    const cancelled = (
      await h.api('POST', '/warehouse/orders', {
        token: s.token,
        body: { supplierId: bella, lines: [{ productId: mask, quantity: 9, unitCostCents: 1 }] },
      })
    ).body;
    await h.api('POST', `/warehouse/orders/${cancelled.id}/cancel`, { token: s.token });
    const proposed = (await propose()).body.orders;
    expect(proposed.map((o) => o.lines)).toEqual([
      [expect.objectContaining({ productId: mask, quantity: 4 })],
    ]);
  });

  it('two proposals at once draft one set of orders', async () => {
    const bella = await seedSupplier(h.db, s.salonId);
    await seedProduct(h.db, s.salonId, { supplierId: bella, minimumStock: 5 });
    const both = await Promise.all([propose(), propose()]);
    expect(both.map((r) => r.body.orders.length).sort()).toEqual([0, 1]);
  });
});
