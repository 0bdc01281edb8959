import type { PurchaseOrder, PurchaseOrderReceiveRequest } from '@agendina/api';
import { overReceiptMessage, remainingToReceive } from '@agendina/scheduling';

/** What the dialog shows to start with: for each product, what is still expected. */
export function remainingByProduct(order: PurchaseOrder): Record<number, number | null> {
  return Object.fromEntries(order.lines.map((line) => [line.productId, remainingToReceive(line)]));
}

/** The lines that bring more than is still expected, said as the server would say them. */
export function excessMessages(
  order: PurchaseOrder,
  quantities: Readonly<Record<number, number | null>>,
): string[] {
  return order.lines.flatMap((line) => {
    const receiving = quantities[line.productId] ?? 0;
    const remaining = remainingToReceive(line);
    return receiving > remaining
      ? [overReceiptMessage(line.productName, receiving, remaining)]
      : [];
  });
}

/** The body of POST /warehouse/orders/{id}/receive: only the products that arrived. */
export function receiveRequestOf(
  order: PurchaseOrder,
  quantities: Readonly<Record<number, number | null>>,
  acceptExcess: boolean,
): PurchaseOrderReceiveRequest {
  return {
    lines: order.lines
      .map((line) => ({ productId: line.productId, quantity: quantities[line.productId] ?? 0 }))
      .filter((line) => line.quantity > 0),
    ...(acceptExcess ? { acceptExcess: true } : {}),
  };
}
