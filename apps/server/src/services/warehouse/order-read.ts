// Reading orders to suppliers (/magazzino/ordini): the contract's PurchaseOrder with its lines,
// and the paged list of summaries. Every query is scoped to the caller's salon.
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  OPEN_PURCHASE_ORDER_STATUSES,
  orderLineTotalCents,
  orderTotalCents,
} from '@agendina/scheduling';
import type { PurchaseOrderStatus } from '@agendina/contract';
import type { Database } from '../../db/database.ts';
import { products, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { found } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';
import { pageOf } from '../page.ts';

export const ORDER_NOT_FOUND = 'Ordine non trovato';

/** An optional instant as the contract writes it. */
export const isoOrNull = (at: Date | null) => (at === null ? null : at.toISOString());

/** An order's lines with their products (as they are now), in the order they were written. */
export function orderLines(db: Database | Tx, salonId: number, orderId: number) {
  return db
    .select({ line: purchaseOrderLines, product: products })
    .from(purchaseOrderLines)
    .innerJoin(
      products,
      salonFilter(products, salonId, eq(products.id, purchaseOrderLines.productId)),
    )
    .where(salonFilter(purchaseOrderLines, salonId, eq(purchaseOrderLines.orderId, orderId)))
    .orderBy(purchaseOrderLines.id);
}

/** The order with its lines (product name, EAN and unit as they are now), or 404. */
export async function readOrder(
  db: Database | Tx,
  salonId: number,
  orderId: number,
): Promise<Schemas['PurchaseOrder']> {
  const [order] = await db
    .select({ order: purchaseOrders, supplierName: suppliers.name })
    .from(purchaseOrders)
    .innerJoin(
      suppliers,
      salonFilter(suppliers, salonId, eq(suppliers.id, purchaseOrders.supplierId)),
    )
    .where(salonFilter(purchaseOrders, salonId, eq(purchaseOrders.id, orderId)));
  const { order: row, supplierName } = found(order, ORDER_NOT_FOUND);
  const lines = await orderLines(db, salonId, orderId);
  const shaped = lines.map(({ line, product }) => ({
    productId: product.id,
    productName: product.name,
    ean: product.ean,
    unit: product.unit,
    quantity: line.quantity,
    receivedQuantity: line.receivedQuantity,
    unitCostCents: line.unitCostCents,
    totalCents: orderLineTotalCents(line),
  }));
  return {
    id: row.id,
    number: row.number,
    supplierId: row.supplierId,
    supplierName,
    status: row.status,
    notes: row.notes,
    lines: shaped,
    totalCents: orderTotalCents(shaped),
    createdAt: row.createdAt.toISOString(),
    sentAt: isoOrNull(row.sentAt),
    closedAt: isoOrNull(row.closedAt),
  };
}

export interface OrderFilter {
  status?: PurchaseOrderStatus | undefined;
  open?: boolean | undefined;
  supplierId?: number | undefined;
}

/** One page of the salon's orders, newest first, each with its line count and total. */
export async function listOrders(
  db: Database,
  salonId: number,
  filter: OrderFilter,
  page: number,
  size: number,
): Promise<Schemas['PurchaseOrderPage']> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(purchaseOrders.status, filter.status));
  const open = [...OPEN_PURCHASE_ORDER_STATUSES];
  if (filter.open === true) conditions.push(inArray(purchaseOrders.status, open));
  if (filter.open === false) conditions.push(notInArray(purchaseOrders.status, open));
  if (filter.supplierId !== undefined)
    conditions.push(eq(purchaseOrders.supplierId, filter.supplierId));
  const [total] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(salonFilter(purchaseOrders, salonId, and(...conditions)));
  const lineTotals = db
    .select({
      orderId: purchaseOrderLines.orderId,
      lineCount: count().as('line_count'),
      totalCents:
        sql<number>`coalesce(sum(${purchaseOrderLines.quantity} * ${purchaseOrderLines.unitCostCents}), 0)::int`.as(
          'total_cents',
        ),
    })
    .from(purchaseOrderLines)
    .where(salonFilter(purchaseOrderLines, salonId))
    .groupBy(purchaseOrderLines.orderId)
    .as('line_totals');
  const rows = await db
    .select({
      order: purchaseOrders,
      supplierName: suppliers.name,
      lineCount: lineTotals.lineCount,
      totalCents: lineTotals.totalCents,
    })
    .from(purchaseOrders)
    .innerJoin(
      suppliers,
      salonFilter(suppliers, salonId, eq(suppliers.id, purchaseOrders.supplierId)),
    )
    .leftJoin(lineTotals, eq(lineTotals.orderId, purchaseOrders.id))
    .where(salonFilter(purchaseOrders, salonId, and(...conditions)))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(size)
    .offset(page * size);
  const content = rows.map(({ order, supplierName, lineCount, totalCents }) => ({
    id: order.id,
    number: order.number,
    supplierId: order.supplierId,
    supplierName,
    status: order.status,
    lineCount: Number(lineCount ?? 0),
    totalCents: Number(totalCents ?? 0),
    createdAt: order.createdAt.toISOString(),
    sentAt: isoOrNull(order.sentAt),
  }));
  return pageOf(content, page, size, Number(total?.n ?? 0));
}
