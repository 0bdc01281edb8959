import { HttpError } from '../http/errors.ts';
import type { Handlers } from '../http/types.ts';

// TEMPORARY (issue #17 in progress): the contract landed first; this file is deleted when the
// real handlers are registered. Never on main at the end of the issue.
const pending = async (): Promise<never> => {
  throw new HttpError(501, 'In arrivo');
};

/** Orders to suppliers, "Proponi ordine" and inventory counts (server helper B). */
export const warehouseOrdersPendingHandlers = {
  listPurchaseOrders: pending,
  createPurchaseOrder: pending,
  proposePurchaseOrders: pending,
  getPurchaseOrder: pending,
  updatePurchaseOrder: pending,
  sendPurchaseOrder: pending,
  receivePurchaseOrder: pending,
  cancelPurchaseOrder: pending,
  listInventoryCounts: pending,
  openInventoryCount: pending,
  getInventoryCount: pending,
  setInventoryCountLine: pending,
  closeInventoryCount: pending,
  cancelInventoryCount: pending,
} satisfies Partial<Handlers>;
