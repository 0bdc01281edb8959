// Orders to suppliers (MODULES.md "Warehouse", decision 0032): BOZZA → INVIATO →
// PARZIALMENTE_RICEVUTO → RICEVUTO, or ANNULLATO. Every change locks the order's row first, so
// two receipts of goods, or a receipt and a cancel, run one after the other; the transition
// itself is @agendina/scheduling's purchaseOrderTransition, and a refusal rolls back everything.
import { eq, inArray, sql } from 'drizzle-orm';
import { purchaseOrderTransition } from '@agendina/scheduling';
import type { PurchaseOrderAction } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import {
  products,
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { conflict, found, invalid } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';
import { ORDER_NOT_FOUND } from './order-read.ts';
import { assertSupplier, productNotFound } from './products.ts';

export type OrderInput = Schemas['PurchaseOrderInput'];
export type OrderLineInput = OrderInput['lines'][number];
type OrderRow = typeof purchaseOrders.$inferSelect;

const PRODUCT_TWICE = "Ogni prodotto può comparire una sola volta nell'ordine";

/** 404 unless every id is one of the salon's products. */
export async function assertOwnProducts(
  db: Database | Tx,
  salonId: number,
  productIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(salonFilter(products, salonId, inArray(products.id, ids)));
  if (rows.length !== ids.length) throw productNotFound();
}

/** 400 for a product on two lines, 404 for a supplier or product of another salon. */
async function checkInput(db: Database | Tx, salonId: number, input: OrderInput): Promise<void> {
  const ids = input.lines.map((line) => line.productId);
  if (new Set(ids).size !== ids.length) throw invalid({ lines: PRODUCT_TWICE });
  await assertSupplier(db, salonId, input.supplierId);
  await assertOwnProducts(db, salonId, ids);
}

/** The salon's next order number (the counter row stays locked until the transaction ends). */
async function nextOrderNumber(tx: Tx, salonId: number): Promise<number> {
  const [row] = await tx
    .insert(purchaseOrderCounters)
    .values(owned(salonId, { last: 1 }))
    .onConflictDoUpdate({
      target: purchaseOrderCounters.salonId,
      set: { last: sql`${purchaseOrderCounters.last} + 1` },
      setWhere: salonFilter(purchaseOrderCounters, salonId),
    })
    .returning({ last: purchaseOrderCounters.last });
  return row?.last ?? 1;
}

async function insertLines(
  tx: Tx,
  salonId: number,
  orderId: number,
  lines: readonly OrderLineInput[],
): Promise<void> {
  await tx.insert(purchaseOrderLines).values(
    lines.map((line) =>
      owned(salonId, {
        orderId,
        productId: line.productId,
        quantity: line.quantity,
        unitCostCents: line.unitCostCents,
      }),
    ),
  );
}

/**
 * Writes a BOZZA with its number and lines, inside the caller's transaction (also "Proponi
 * ordine"); `at` dates it (the demo seed replays past weeks), now otherwise.
 */
export async function insertDraft(
  tx: Tx,
  salonId: number,
  userId: number | null,
  input: OrderInput,
  at?: Date,
): Promise<number> {
  const number = await nextOrderNumber(tx, salonId);
  const [order] = await tx
    .insert(purchaseOrders)
    .values(
      owned(salonId, {
        number,
        supplierId: input.supplierId,
        notes: input.notes ?? null,
        createdBy: userId,
        ...(at && { createdAt: at }),
      }),
    )
    .returning({ id: purchaseOrders.id });
  const orderId = order!.id;
  await insertLines(tx, salonId, orderId, input.lines);
  return orderId;
}

export async function createOrder(
  db: Database,
  salonId: number,
  userId: number,
  input: OrderInput,
  at?: Date,
): Promise<number> {
  await checkInput(db, salonId, input);
  return db.transaction((tx) => insertDraft(tx, salonId, userId, input, at));
}

/**
 * The order's row locked FOR UPDATE, after checking that `action` is allowed in its status:
 * 404 when it is not the salon's, 409 INVALID_ORDER_TRANSITION with the Italian reason.
 */
export async function lockOrderFor(
  tx: Tx,
  salonId: number,
  orderId: number,
  action: PurchaseOrderAction,
): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(salonFilter(purchaseOrders, salonId, eq(purchaseOrders.id, orderId)))
    .for('update');
  const order = found(row, ORDER_NOT_FOUND);
  const transition = purchaseOrderTransition(order.status, action);
  if (!transition.ok) throw conflict(transition.message, 'INVALID_ORDER_TRANSITION');
  return order;
}

/** Replaces a BOZZA's supplier, notes and lines. */
export async function updateOrder(
  db: Database,
  salonId: number,
  orderId: number,
  input: OrderInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrderFor(tx, salonId, orderId, 'EDIT');
    await checkInput(tx, salonId, input);
    await tx
      .update(purchaseOrders)
      .set({ supplierId: input.supplierId, notes: input.notes ?? null })
      .where(salonFilter(purchaseOrders, salonId, eq(purchaseOrders.id, orderId)));
    await tx
      .delete(purchaseOrderLines)
      .where(salonFilter(purchaseOrderLines, salonId, eq(purchaseOrderLines.orderId, orderId)));
    await insertLines(tx, salonId, orderId, input.lines);
  });
}

/** Moves an order to `status` when `action` allows it, under the order row's lock. */
async function moveOrder(
  db: Database,
  salonId: number,
  orderId: number,
  action: Extract<PurchaseOrderAction, 'SEND' | 'CANCEL'>,
  set: Partial<Pick<OrderRow, 'status' | 'sentAt' | 'closedAt'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrderFor(tx, salonId, orderId, action);
    await tx
      .update(purchaseOrders)
      .set(set)
      .where(salonFilter(purchaseOrders, salonId, eq(purchaseOrders.id, orderId)));
  });
}

/** BOZZA → INVIATO (at `at`, else now). */
export const sendOrder = (db: Database, salonId: number, orderId: number, at = new Date()) =>
  moveOrder(db, salonId, orderId, 'SEND', { status: 'INVIATO', sentAt: at });

/** BOZZA or INVIATO → ANNULLATO; once anything has arrived the order can only be completed. */
export const cancelOrder = (db: Database, salonId: number, orderId: number, at = new Date()) =>
  moveOrder(db, salonId, orderId, 'CANCEL', { status: 'ANNULLATO', closedAt: at });
