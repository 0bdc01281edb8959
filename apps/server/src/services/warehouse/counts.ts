// Inventory counts (MODULES.md "Warehouse"): one open count per salon (the partial unique index
// answers two concurrent "Apri inventario"), lines entered by hand or by scanning, and the
// closing that writes, in ONE transaction, one RETTIFICA per counted product whose shelf differs
// from the ledger. Every change locks the count's row, so a line cannot land after the closing.
import { asc, eq, inArray } from 'drizzle-orm';
import { countAdjustment } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { onUniqueViolation } from '../../db/errors.ts';
import { inventoryCountLines, inventoryCounts, products } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { conflict, found } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';
import { COUNT_NOT_FOUND, toCountLine } from './count-read.ts';
import { appendStockMovements } from './ledger.ts';
import { PRODUCT_NOT_FOUND } from './products.ts';

export const COUNT_ALREADY_OPEN =
  "C'è già un inventario aperto: chiudilo o annullalo prima di aprirne un altro";

export async function openCount(
  db: Database,
  salonId: number,
  userId: number,
  note: string | null | undefined,
): Promise<number> {
  const [row] = await onUniqueViolation(
    () =>
      db
        .insert(inventoryCounts)
        .values(owned(salonId, { note: note ?? null, openedBy: userId }))
        .returning({ id: inventoryCounts.id }),
    () => conflict(COUNT_ALREADY_OPEN, 'COUNT_ALREADY_OPEN'),
  );
  return row!.id;
}

/** The count's row locked FOR UPDATE: 404 when not the salon's, 409 COUNT_NOT_OPEN unless APERTO. */
async function lockOpenCount(tx: Tx, salonId: number, countId: number) {
  const [row] = await tx
    .select()
    .from(inventoryCounts)
    .where(salonFilter(inventoryCounts, salonId, eq(inventoryCounts.id, countId)))
    .for('update');
  const count = found(row, COUNT_NOT_FOUND);
  if (count.status === 'CHIUSO') throw conflict('Questo inventario è già chiuso', 'COUNT_NOT_OPEN');
  if (count.status === 'ANNULLATO')
    throw conflict('Questo inventario è stato annullato', 'COUNT_NOT_OPEN');
  return count;
}

/** What is on the shelf for a product (replaces an earlier entry of the same count). */
export async function setCountLine(
  db: Database,
  salonId: number,
  countId: number,
  productId: number,
  countedQuantity: number,
): Promise<Schemas['InventoryCountLine']> {
  return db.transaction(async (tx) => {
    await lockOpenCount(tx, salonId, countId);
    const [product] = await tx
      .select()
      .from(products)
      .where(salonFilter(products, salonId, eq(products.id, productId)));
    const own = found(product, PRODUCT_NOT_FOUND);
    const countedAt = new Date();
    const [line] = await tx
      .insert(inventoryCountLines)
      .values(owned(salonId, { countId, productId, countedQuantity, countedAt }))
      .onConflictDoUpdate({
        target: [inventoryCountLines.countId, inventoryCountLines.productId],
        set: { countedQuantity, countedAt },
        setWhere: salonFilter(inventoryCountLines, salonId),
      })
      .returning();
    return toCountLine(line!, own);
  });
}

/**
 * CHIUSO: each counted product's quantity is read under its row lock (so no sale slips between
 * the reading and the RETTIFICA), stored as the quantity at closing, and any difference written.
 */
export async function closeCount(
  db: Database,
  salonId: number,
  userId: number,
  countId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOpenCount(tx, salonId, countId);
    const lines = await tx
      .select()
      .from(inventoryCountLines)
      .where(salonFilter(inventoryCountLines, salonId, eq(inventoryCountLines.countId, countId)));
    const ids = lines.map((line) => line.productId);
    const current =
      ids.length === 0
        ? []
        : await tx
            .select({ id: products.id, quantity: products.quantity })
            .from(products)
            .where(salonFilter(products, salonId, inArray(products.id, ids)))
            .orderBy(asc(products.id))
            .for('update');
    const quantityOf = new Map(current.map((p) => [p.id, p.quantity]));
    const adjustments = [];
    for (const line of lines) {
      const now = quantityOf.get(line.productId) ?? 0;
      await tx
        .update(inventoryCountLines)
        .set({ currentQuantityAtClose: now })
        .where(salonFilter(inventoryCountLines, salonId, eq(inventoryCountLines.id, line.id)));
      const difference = countAdjustment(line.countedQuantity, now);
      if (difference !== 0)
        adjustments.push({
          productId: line.productId,
          kind: 'RETTIFICA' as const,
          quantity: difference,
          reason: `Inventario n. ${countId}`,
          inventoryCountId: countId,
        });
    }
    await appendStockMovements(tx, salonId, userId, adjustments);
    await tx
      .update(inventoryCounts)
      .set({ status: 'CHIUSO', closedAt: new Date(), adjustmentCount: adjustments.length })
      .where(salonFilter(inventoryCounts, salonId, eq(inventoryCounts.id, countId)));
  });
}

/** ANNULLATO: the count is dropped and no quantity changes. */
export async function cancelCount(db: Database, salonId: number, countId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOpenCount(tx, salonId, countId);
    await tx
      .update(inventoryCounts)
      .set({ status: 'ANNULLATO', closedAt: new Date() })
      .where(salonFilter(inventoryCounts, salonId, eq(inventoryCounts.id, countId)));
  });
}
