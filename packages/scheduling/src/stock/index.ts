// Stock rules of the warehouse (MODULES.md "Warehouse"): purchase orders, reorder, the ledger's
// movements. Browser and server call the same functions.
export type {
  OrderLineCost,
  OrderLineProgress,
  PurchaseOrderAction,
  PurchaseOrderTransition,
} from './purchase-order.ts';
export {
  OPEN_PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_STATUS_LABELS,
  orderLineTotalCents,
  orderTotalCents,
  overReceiptMessage,
  purchaseOrderTransition,
  remainingToReceive,
  statusAfterReceipt,
} from './purchase-order.ts';
export type { ProductSettings } from './product.ts';
export { productSettingsOf } from './product.ts';
export type { ReorderInput } from './reorder.ts';
export { isUnderMinimum, proposeReorderQuantity } from './reorder.ts';
export {
  MANUAL_MOVEMENT_KINDS,
  MOVEMENT_REASON_REQUIRED_MESSAGE,
  STOCK_MOVEMENT_KIND_LABELS,
  countAdjustment,
  movementSignError,
  manualMovementErrors,
  type ManualMovement,
  type ManualMovementErrors,
  stockValueCents,
} from './movements.ts';
