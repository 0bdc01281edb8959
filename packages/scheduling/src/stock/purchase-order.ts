import type { PurchaseOrderStatus } from '@agendina/contract';

/** What can be done to an order to a supplier (MODULES.md "Warehouse"). */
export type PurchaseOrderAction = 'EDIT' | 'SEND' | 'RECEIVE' | 'CANCEL';

export type PurchaseOrderTransition =
  { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The statuses an order is still open in (shown on the overview, counted as "on order"). */
export const OPEN_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [
  'BOZZA',
  'INVIATO',
  'PARZIALMENTE_RICEVUTO',
];

export const PURCHASE_ORDER_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  BOZZA: 'Bozza',
  INVIATO: 'Inviato',
  PARZIALMENTE_RICEVUTO: 'Ricevuto in parte',
  RICEVUTO: 'Ricevuto',
  ANNULLATO: 'Annullato',
};

/** Which statuses allow each action: BOZZA → INVIATO → PARZIALMENTE_RICEVUTO → RICEVUTO, or ANNULLATO. */
const ALLOWED: Readonly<Record<PurchaseOrderAction, readonly PurchaseOrderStatus[]>> = {
  EDIT: ['BOZZA'],
  SEND: ['BOZZA'],
  RECEIVE: ['INVIATO', 'PARZIALMENTE_RICEVUTO'],
  CANCEL: ['BOZZA', 'INVIATO'],
};

/** Why an action is refused, per action and status (the 409's Italian message). */
function refusal(action: PurchaseOrderAction, status: PurchaseOrderStatus): string {
  if (status === 'ANNULLATO') return 'Questo ordine è annullato: non si può più modificare';
  if (status === 'RICEVUTO') return 'Questo ordine è già stato ricevuto per intero';
  switch (action) {
    case 'EDIT':
      return 'Solo un ordine in bozza si può modificare';
    case 'SEND':
      return 'Questo ordine è già stato inviato al fornitore';
    case 'RECEIVE':
      return 'Un ordine in bozza va prima inviato al fornitore';
    case 'CANCEL':
      return 'Un ordine già ricevuto in parte non si può annullare';
  }
}

/** Whether `action` is allowed on an order in `status`, and the message when it is not. */
export function purchaseOrderTransition(
  status: PurchaseOrderStatus,
  action: PurchaseOrderAction,
): PurchaseOrderTransition {
  return ALLOWED[action].includes(status)
    ? { ok: true }
    : { ok: false, message: refusal(action, status) };
}

export interface OrderLineProgress {
  readonly quantity: number;
  readonly receivedQuantity: number;
}

/** The status after a receipt of goods: RICEVUTO once every line has arrived in full. */
export function statusAfterReceipt(lines: readonly OrderLineProgress[]): PurchaseOrderStatus {
  return lines.every((line) => line.receivedQuantity >= line.quantity)
    ? 'RICEVUTO'
    : 'PARZIALMENTE_RICEVUTO';
}

/** What is still expected of a line (never below zero, even after an accepted excess). */
export function remainingToReceive(line: OrderLineProgress): number {
  return Math.max(0, line.quantity - line.receivedQuantity);
}

/** The 409 OVER_RECEIPT message when more arrives than is still expected. */
export function overReceiptMessage(productName: string, receiving: number, remaining: number) {
  return `${productName}: ricevi ${receiving} ma ne restano ${remaining} da ricevere. Conferma per registrare l’eccedenza.`;
}

export interface OrderLineCost {
  readonly quantity: number;
  readonly unitCostCents: number;
}

/** An order line's total: quantity × unit cost, integer cents. */
export function orderLineTotalCents({ quantity, unitCostCents }: OrderLineCost): number {
  return quantity * unitCostCents;
}

/** An order's total: its lines' totals summed (the form shows it, the server stores it). */
export function orderTotalCents(lines: readonly OrderLineCost[]): number {
  return lines.reduce((sum, line) => sum + orderLineTotalCents(line), 0);
}
