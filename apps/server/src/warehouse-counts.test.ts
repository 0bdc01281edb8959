import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryCounts, stockMovements } from './db/schema/index.ts';
import type { Schemas } from './http/types.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';
import { quantityOf, seedProduct } from './test-support/warehouse-fixtures.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
let shampoo: number;
let mask: number;
let gel: number;
beforeEach(async () => {
  h = suite.h;
  s = suite.s;
  shampoo = await seedProduct(h.db, s.salonId, { quantity: 5, ean: '8001090123458' });
  mask = await seedProduct(h.db, s.salonId, { name: 'Maschera 500 ml', quantity: 3 });
  gel = await seedProduct(h.db, s.salonId, { name: 'Gel fissante', quantity: -2 });
});

type Count = Schemas['InventoryCount'] & { message?: string; code?: string };
const call = (method: string, path: string, body?: unknown, token = s.token) =>
  h.api<Count>(method, `/warehouse/counts${path}`, { token, body });
const setLine = (countId: number, productId: number, countedQuantity: number) =>
  call('PUT', `/${countId}/lines/${productId}`, { countedQuantity });
const countMovements = (countId: number) =>
  h.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.inventoryCountId, countId))
    .orderBy(stockMovements.productId);

describe('inventory counts (/warehouse/counts)', () => {
  it('opens one count at a time: the second is a 409, also when two race', async () => {
    const opened = await call('POST', '', { note: 'Inventario di fine mese' });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      status: 'APERTO',
      note: 'Inventario di fine mese',
      openedBy: expect.any(String),
      closedAt: null,
      adjustmentCount: 0,
      lines: [],
    });
    const second = await call('POST', '', {});
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      code: 'COUNT_ALREADY_OPEN',
      message: "C'è già un inventario aperto: chiudilo o annullalo prima di aprirne un altro",
    });
    await call('POST', `/${opened.body.id}/cancel`);
    const race = await Promise.all([call('POST', '', {}), call('POST', '', {})]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);
    const list = await h.api('GET', '/warehouse/counts', { token: s.token });
    expect(list.body.map((c: { status: string }) => c.status)).toEqual(['APERTO', 'ANNULLATO']);
  });

  it('sets lines (replacing), shows the live quantity while open, and refuses another salon’s product', async () => {
    const count = (await call('POST', '', {})).body;
    expect((await setLine(count.id, shampoo, 9)).body).toMatchObject({
      productId: shampoo,
      ean: '8001090123458',
      countedQuantity: 9,
      currentQuantity: 5,
      difference: 4,
    });
    const replaced = await setLine(count.id, shampoo, 4);
    expect(replaced.body).toMatchObject({ countedQuantity: 4, difference: -1 });
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const theirs = await seedProduct(h.db, other.salonId);
    const foreign = await setLine(count.id, theirs, 1);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Prodotto non trovato');
    const read = await call('GET', `/${count.id}`);
    expect(read.body.lines).toHaveLength(1);
    const theirCount = await call('GET', `/${count.id}`, undefined, other.token);
    expect(theirCount.status).toBe(404);
    expect(theirCount.body.message).toBe('Inventario non trovato');
  });

  it('closes with one RETTIFICA per difference only, against the quantity at closing', async () => {
    const count = (await call('POST', '', {})).body;
    await setLine(count.id, shampoo, 5);
    await setLine(count.id, mask, 1);
    await setLine(count.id, gel, 0);
    const closed = await call('POST', `/${count.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'CHIUSO', adjustmentCount: 2 });
    expect(closed.body.closedAt).not.toBeNull();
    const movements = await countMovements(count.id);
    expect(
      movements.map((m) => [m.productId, m.kind, m.quantity, m.balanceAfter, m.reason]),
    ).toEqual([
      [mask, 'RETTIFICA', -2, 1, `Inventario n. ${count.id}`],
      [gel, 'RETTIFICA', 2, 0, `Inventario n. ${count.id}`],
    ]);
    expect([
      await quantityOf(h.db, shampoo),
      await quantityOf(h.db, mask),
      await quantityOf(h.db, gel),
    ]).toEqual([5, 1, 0]);
    // Later movements do not change what the closed count shows.
    await seedProduct(h.db, s.salonId);
    const read = (await call('GET', `/${count.id}`)).body;
    expect(read.lines.map((l) => [l.productId, l.currentQuantity, l.difference])).toEqual([
      [shampoo, 5, 0],
      [mask, 3, -2],
      [gel, -2, 2],
    ]);
    const again = await call('POST', `/${count.id}/close`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'COUNT_NOT_OPEN',
      message: 'Questo inventario è già chiuso',
    });
    const late = await setLine(count.id, shampoo, 1);
    expect(late.status).toBe(409);
    expect(await countMovements(count.id)).toHaveLength(2);
  });

  it('cancels without changing any quantity', async () => {
    const count = (await call('POST', '', {})).body;
    await setLine(count.id, mask, 0);
    const cancelled = await call('POST', `/${count.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'ANNULLATO', adjustmentCount: 0 });
    expect(await quantityOf(h.db, mask)).toBe(3);
    expect(await countMovements(count.id)).toEqual([]);
    expect((await call('POST', `/${count.id}/close`)).status).toBe(409);
  });

  it('writes nothing when the closing fails half-way', async () => {
    const count = (await call('POST', '', {})).body;
    await setLine(count.id, shampoo, 1);
    await setLine(count.id, mask, 0);
    // The ledger refuses a movement of a product of another salon (foreign_key_violation): a
    // line pointing at one makes the closing fail after its first RETTIFICA.
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    const theirs = await seedProduct(h.db, other.salonId);
    await h.db.execute(
      `insert into inventory_count_lines (salon_id, count_id, product_id, counted_quantity) values (${s.salonId}, ${count.id}, ${theirs}, 7)`,
    );
    const failed = await call('POST', `/${count.id}/close`);
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const [row] = await h.db.select().from(inventoryCounts).where(eq(inventoryCounts.id, count.id));
    expect(row).toMatchObject({ status: 'APERTO', adjustmentCount: 0 });
    expect(await countMovements(count.id)).toEqual([]);
    expect([await quantityOf(h.db, shampoo), await quantityOf(h.db, mask)]).toEqual([5, 3]);
  });
});
