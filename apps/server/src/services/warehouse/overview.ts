// The /magazzino overview (WarehouseOverview): the stock's value at cost, the products under their
// minimum and below zero, the last movements, the open orders.
import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, stockMovements, suppliers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { selectStockMovements, toStockMovement } from './mappers.ts';
import { listOrders } from './order-read.ts';
import { underMinimumSql } from './products.ts';

const ALERTS = 20;
const LAST_MOVEMENTS = 10;
const OPEN_ORDERS = 20;

/** The open orders (BOZZA, INVIATO, PARZIALMENTE_RICEVUTO): the first page of /magazzino/ordini's. */
async function openOrders(db: Database, salonId: number) {
  const page = await listOrders(db, salonId, { open: true }, 0, OPEN_ORDERS);
  return { openOrders: page.content, openOrderCount: page.totalElements };
}

/** The first alerts of a kind (by name) among the salon's active products. */
function alerts(db: Database, salonId: number, condition: SQL) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      unit: products.unit,
      quantity: products.quantity,
      minimumStock: products.minimumStock,
      supplierName: suppliers.name,
    })
    .from(products)
    .leftJoin(suppliers, salonFilter(suppliers, salonId, eq(suppliers.id, products.supplierId)))
    .where(salonFilter(products, salonId, eq(products.active, true), condition))
    .orderBy(asc(products.name), asc(products.id))
    .limit(ALERTS);
}

export async function warehouseOverview(
  db: Database,
  salonId: number,
): Promise<Schemas['WarehouseOverview']> {
  const negativeSql = lt(products.quantity, 0);
  // Totals in one pass over the salon's active products, in SQL: a salon with thousands of
  // products must not ship them all to the server to be summed. The value is stockValueCents
  // (quantity above zero × cost) and the count isUnderMinimum (underMinimumSql), summed;
  // warehouse-ledger.test.ts checks them against the functions over the product list.
  const [totals, under, negative, lastMovements, orders] = await Promise.all([
    db
      .select({
        value: sql<string>`coalesce(sum(greatest(${products.quantity}, 0)::bigint * ${products.costCents}), 0)::text`,
        active: sql<number>`count(*)::int`,
        under: sql<number>`count(*) filter (where ${underMinimumSql})::int`,
        negative: sql<number>`count(*) filter (where ${negativeSql})::int`,
      })
      .from(products)
      .where(salonFilter(products, salonId, eq(products.active, true))),
    alerts(db, salonId, underMinimumSql),
    alerts(db, salonId, negativeSql),
    selectStockMovements(db, salonId)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(LAST_MOVEMENTS),
    openOrders(db, salonId),
  ]);
  const [total] = totals;
  return {
    stockValueCents: Number(total?.value ?? 0),
    activeProductCount: Number(total?.active ?? 0),
    underMinimumCount: Number(total?.under ?? 0),
    underMinimum: under,
    negativeCount: Number(total?.negative ?? 0),
    negative,
    lastMovements: lastMovements.map(toStockMovement),
    ...orders,
  };
}
