import type { PurchaseOrderStatus } from '@agendina/contract';
import type { BadgeTone } from '@agendina/ui';

/** The badge colour of each status (the labels are scheduling's PURCHASE_ORDER_STATUS_LABELS). */
export const purchaseOrderStatusTones: Readonly<Record<PurchaseOrderStatus, BadgeTone>> = {
  BOZZA: 'neutral',
  INVIATO: 'info',
  PARZIALMENTE_RICEVUTO: 'warning',
  RICEVUTO: 'success',
  ANNULLATO: 'danger',
};

/** "Ordine n. 7", as the list, the detail and the printed order name it. */
export const orderTitle = (order: { number: number }) => `Ordine n. ${order.number}`;
