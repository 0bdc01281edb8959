// Receiving goods of an order (decision 0032): in ONE transaction, under the order row's lock,
// the quantities are checked against what is still expected, each writes a CARICO movement
// linked to the order through the ledger, the lines' received quantities grow and the status
// follows statusAfterReceipt. More than expected needs acceptExcess (409 OVER_RECEIPT otherwise);
// any refusal writes nothing.
import { eq } from 'drizzle-orm';
import { overReceiptMessage, remainingToReceive, statusAfterReceipt } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { Invalid, conflict } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { appendStockMovements } from './ledger.ts';
import { orderLines } from './order-read.ts';
import { lockOrderFor } from './orders.ts';

type ReceiveRequest = Schemas['PurchaseOrderReceiveRequest'];

export const NOTHING_RECEIVED = 'Indica almeno una quantità ricevuta';

const invalid = (message: string) => new Invalid(message, 'VALIDATION_FAILED');

/** The quantity arriving per product (a product named twice adds up). */
function arriving(request: ReceiveRequest): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const line of request.lines)
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return byProduct;
}

/** Receives goods now, or at `at` (the demo seed replays past weeks). */
export async function receiveOrder(
  db: Database,
  salonId: number,
  userId: number,
  orderId: number,
  request: ReceiveRequest,
  at?: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderFor(tx, salonId, orderId, 'RECEIVE');
    const lines = await orderLines(tx, salonId, orderId);
    const byProduct = new Map(lines.map((l) => [l.line.productId, l]));
    const quantities = arriving(request);
    for (const productId of quantities.keys())
      if (!byProduct.has(productId))
        throw invalid(`Il prodotto ${productId} non è in questo ordine`);
    if ([...quantities.values()].every((q) => q === 0)) throw invalid(NOTHING_RECEIVED);
    if (request.acceptExcess !== true)
      for (const [productId, quantity] of quantities) {
        const { line, product } = byProduct.get(productId)!;
        const remaining = remainingToReceive(line);
        if (quantity > remaining)
          throw conflict(overReceiptMessage(product.name, quantity, remaining), 'OVER_RECEIPT');
      }

    const received = lines.map(({ line }) => ({
      id: line.id,
      quantity: line.quantity,
      receivedQuantity: line.receivedQuantity + (quantities.get(line.productId) ?? 0),
      arriving: quantities.get(line.productId) ?? 0,
      productId: line.productId,
    }));
    for (const line of received)
      if (line.arriving > 0)
        await tx
          .update(purchaseOrderLines)
          .set({ receivedQuantity: line.receivedQuantity })
          .where(salonFilter(purchaseOrderLines, salonId, eq(purchaseOrderLines.id, line.id)));
    await appendStockMovements(
      tx,
      salonId,
      userId,
      received
        .filter((line) => line.arriving > 0)
        .map((line) => ({
          productId: line.productId,
          kind: 'CARICO' as const,
          quantity: line.arriving,
          reason: `Ordine n. ${order.number}`,
          purchaseOrderId: orderId,
        })),
      at,
    );
    const status = statusAfterReceipt(received);
    await tx
      .update(purchaseOrders)
      .set({ status, closedAt: status === 'RICEVUTO' ? (at ?? new Date()) : null })
      .where(salonFilter(purchaseOrders, salonId, eq(purchaseOrders.id, orderId)));
  });
}
