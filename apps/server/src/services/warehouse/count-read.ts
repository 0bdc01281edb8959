// Reading inventory counts: the list (last 50) and one count with its lines. While a count is
// open its lines show the ledger's quantity now; once closed, the quantity at closing.
import { count, desc, eq } from 'drizzle-orm';
import { countAdjustment } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { inventoryCountLines, inventoryCounts, products, users } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { found } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';
import { isoOrNull } from './order-read.ts';

export const COUNT_NOT_FOUND = 'Inventario non trovato';

type LineRow = typeof inventoryCountLines.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export function toCountLine(
  line: LineRow,
  product: Pick<ProductRow, 'id' | 'name' | 'ean' | 'unit' | 'quantity'>,
): Schemas['InventoryCountLine'] {
  const current = line.currentQuantityAtClose ?? product.quantity;
  return {
    productId: product.id,
    productName: product.name,
    ean: product.ean,
    unit: product.unit,
    countedQuantity: line.countedQuantity,
    currentQuantity: current,
    difference: countAdjustment(line.countedQuantity, current),
    countedAt: line.countedAt.toISOString(),
  };
}

export async function readCount(
  db: Database | Tx,
  salonId: number,
  countId: number,
): Promise<Schemas['InventoryCount']> {
  const [row] = await db
    .select({ count: inventoryCounts, openedBy: users.name })
    .from(inventoryCounts)
    .leftJoin(users, eq(users.id, inventoryCounts.openedBy))
    .where(salonFilter(inventoryCounts, salonId, eq(inventoryCounts.id, countId)));
  const { count: header, openedBy } = found(row, COUNT_NOT_FOUND);
  const lines = await db
    .select({ line: inventoryCountLines, product: products })
    .from(inventoryCountLines)
    .innerJoin(
      products,
      salonFilter(products, salonId, eq(products.id, inventoryCountLines.productId)),
    )
    .where(salonFilter(inventoryCountLines, salonId, eq(inventoryCountLines.countId, countId)))
    .orderBy(inventoryCountLines.countedAt, inventoryCountLines.id);
  return {
    id: header.id,
    status: header.status,
    note: header.note,
    openedAt: header.openedAt.toISOString(),
    openedBy: openedBy ?? null,
    closedAt: isoOrNull(header.closedAt),
    adjustmentCount: header.adjustmentCount,
    lines: lines.map(({ line, product }) => toCountLine(line, product)),
  };
}

/** The salon's last 50 counts, newest first. */
export async function listCounts(
  db: Database,
  salonId: number,
): Promise<Schemas['InventoryCountSummary'][]> {
  const lineCounts = db
    .select({ countId: inventoryCountLines.countId, lineCount: count().as('line_count') })
    .from(inventoryCountLines)
    .where(salonFilter(inventoryCountLines, salonId))
    .groupBy(inventoryCountLines.countId)
    .as('line_counts');
  const rows = await db
    .select({ count: inventoryCounts, lineCount: lineCounts.lineCount })
    .from(inventoryCounts)
    .leftJoin(lineCounts, eq(lineCounts.countId, inventoryCounts.id))
    .where(salonFilter(inventoryCounts, salonId))
    .orderBy(desc(inventoryCounts.openedAt), desc(inventoryCounts.id))
    .limit(50);
  return rows.map(({ count: row, lineCount }) => ({
    id: row.id,
    status: row.status,
    note: row.note,
    openedAt: row.openedAt.toISOString(),
    closedAt: isoOrNull(row.closedAt),
    lineCount: Number(lineCount ?? 0),
    adjustmentCount: row.adjustmentCount,
  }));
}
