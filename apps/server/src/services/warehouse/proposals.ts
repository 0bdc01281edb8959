// "Proponi ordine" (decision 0032): for every active product, its quantity plus what open orders
// (BOZZA, INVIATO, PARZIALMENTE_RICEVUTO) still expect is compared with its minimum by
// @agendina/scheduling proposeReorderQuantity (back to twice the minimum). One BOZZA per supplier,
// at the product's cost; products with no supplier are listed apart. Drafts count as on order,
// so calling it twice in a row drafts nothing the second time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_PURCHASE_ORDER_STATUSES, proposeReorderQuantity } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import {
  products,
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';
import { readOrder } from './order-read.ts';
import { insertDraft } from './orders.ts';
import type { OrderLineInput } from './orders.ts';

/**
 * Takes the salon's order counter row lock for the transaction: two "Proponi ordine" at once run
 * one after the other, and the second sees the first one's drafts as on order.
 */
async function serialiseProposals(tx: Tx, salonId: number): Promise<void> {
  await tx
    .insert(purchaseOrderCounters)
    .values(owned(salonId, { last: 0 }))
    .onConflictDoUpdate({
      target: purchaseOrderCounters.salonId,
      set: { last: sql`${purchaseOrderCounters.last}` },
      setWhere: salonFilter(purchaseOrderCounters, salonId),
    });
}

/** Per product, what the salon's open orders still expect. */
async function onOrder(tx: Tx, salonId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      productId: purchaseOrderLines.productId,
      expected: sql<number>`sum(greatest(0, ${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQuantity}))::int`,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      salonFilter(purchaseOrders, salonId, eq(purchaseOrders.id, purchaseOrderLines.orderId)),
    )
    .where(
      salonFilter(
        purchaseOrderLines,
        salonId,
        inArray(purchaseOrders.status, [...OPEN_PURCHASE_ORDER_STATUSES]),
      ),
    )
    .groupBy(purchaseOrderLines.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.expected)]));
}

export async function proposeOrders(
  db: Database,
  salonId: number,
  userId: number,
): Promise<Schemas['PurchaseOrderProposal']> {
  return db.transaction(async (tx) => {
    await serialiseProposals(tx, salonId);
    const expected = await onOrder(tx, salonId);
    const candidates = await tx
      .select()
      .from(products)
      .where(
        salonFilter(
          products,
          salonId,
          and(eq(products.active, true), sql`${products.minimumStock} > 0`),
        ),
      )
      .orderBy(products.name, products.id);
    const bySupplier = new Map<number, OrderLineInput[]>();
    const withoutSupplier: Schemas['PurchaseOrderProposal']['withoutSupplier'] = [];
    for (const product of candidates) {
      const quantity = proposeReorderQuantity({
        quantity: product.quantity,
        minimumStock: product.minimumStock,
        onOrder: expected.get(product.id) ?? 0,
      });
      if (quantity === 0) continue;
      if (product.supplierId === null) {
        withoutSupplier.push({ productId: product.id, productName: product.name, quantity });
        continue;
      }
      const lines = bySupplier.get(product.supplierId) ?? [];
      lines.push({ productId: product.id, quantity, unitCostCents: product.costCents });
      bySupplier.set(product.supplierId, lines);
    }
    const orders: Schemas['PurchaseOrder'][] = [];
    for (const [supplierId, lines] of [...bySupplier].sort(([a], [b]) => a - b)) {
      const orderId = await insertDraft(tx, salonId, userId, { supplierId, notes: null, lines });
      orders.push(await readOrder(tx, salonId, orderId));
    }
    return { orders, withoutSupplier };
  });
}
