// The /magazzino overview (WarehouseOverview): the stock's value at cost, the products under their
// minimum and below zero, the last movements, the open orders. The rules are scheduling's
// (stockValueCents, isUnderMinimum), applied to the salon's active products in one read.
import {
  OPEN_PURCHASE_ORDER_STATUSES,
  isUnderMinimum,
  stockValueCents,
} from '@agendina/scheduling';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  products,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  suppliers,
} from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../http/types.ts';
import { selectStockMovements, toStockMovement } from './mappers.ts';

const ALERTS = 20;
const LAST_MOVEMENTS = 10;
const OPEN_ORDERS = 20;

type Alert = Schemas['StockAlert'];

/** The open orders (BOZZA, INVIATO, PARZIALMENTE_RICEVUTO), newest first, as summaries. */
async function openOrders(db: Database, salonId: number) {
  const open = inArray(purchaseOrders.status, [...OPEN_PURCHASE_ORDER_STATUSES]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: purchaseOrders,
        supplierName: suppliers.name,
        lineCount: sql<number>`count(${purchaseOrderLines.id})::int`,
        totalCents: sql<number>`coalesce(sum(${purchaseOrderLines.quantity} * ${purchaseOrderLines.unitCostCents}), 0)::int`,
      })
      .from(purchaseOrders)
      .innerJoin(
        suppliers,
        salonFilter(suppliers, salonId, eq(suppliers.id, purchaseOrders.supplierId)),
      )
      .leftJoin(
        purchaseOrderLines,
        salonFilter(purchaseOrderLines, salonId, eq(purchaseOrderLines.orderId, purchaseOrders.id)),
      )
      .where(salonFilter(purchaseOrders, salonId, open))
      .groupBy(purchaseOrders.id, suppliers.name)
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(OPEN_ORDERS),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(purchaseOrders)
      .where(salonFilter(purchaseOrders, salonId, open)),
  ]);
  const summaries: Schemas['PurchaseOrderSummary'][] = rows.map(
    ({ order, supplierName, lineCount, totalCents }) => ({
      id: order.id,
      number: order.number,
      supplierId: order.supplierId,
      supplierName,
      status: order.status,
      lineCount: Number(lineCount),
      totalCents: Number(totalCents),
      createdAt: order.createdAt.toISOString(),
      sentAt: order.sentAt?.toISOString() ?? null,
    }),
  );
  return { openOrders: summaries, openOrderCount: Number(total?.count ?? 0) };
}

export async function warehouseOverview(
  db: Database,
  salonId: number,
): Promise<Schemas['WarehouseOverview']> {
  const [active, lastMovements, orders] = await Promise.all([
    db
      .select({
        productId: products.id,
        name: products.name,
        unit: products.unit,
        quantity: products.quantity,
        minimumStock: products.minimumStock,
        costCents: products.costCents,
        supplierName: suppliers.name,
      })
      .from(products)
      .leftJoin(suppliers, salonFilter(suppliers, salonId, eq(suppliers.id, products.supplierId)))
      .where(salonFilter(products, salonId, eq(products.active, true)))
      .orderBy(asc(products.name), asc(products.id)),
    selectStockMovements(db, salonId)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(LAST_MOVEMENTS),
    openOrders(db, salonId),
  ]);
  let value = 0;
  const under: Alert[] = [];
  const negative: Alert[] = [];
  for (const { costCents, ...alert } of active) {
    value += stockValueCents(alert.quantity, costCents);
    if (isUnderMinimum(alert.quantity, alert.minimumStock)) under.push(alert);
    if (alert.quantity < 0) negative.push(alert);
  }
  return {
    stockValueCents: value,
    activeProductCount: active.length,
    underMinimumCount: under.length,
    underMinimum: under.slice(0, ALERTS),
    negativeCount: negative.length,
    negative: negative.slice(0, ALERTS),
    lastMovements: lastMovements.map(toStockMovement),
    ...orders,
  };
}
