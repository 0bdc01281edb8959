// Orders to suppliers and "Proponi ordine" (tag Magazzino, openapi/paths/warehouse.yaml); the
// work is in services/warehouse, every query scoped to the caller's salon.
import type { Handlers } from '../context.ts';
import { idempotencyKeyOf, idempotent } from '../../services/idempotency.ts';
import { listOrders, readOrder } from '../../services/warehouse/order-read.ts';
import { receiveOrder } from '../../services/warehouse/order-receive.ts';
import {
  cancelOrder,
  createOrder,
  sendOrder,
  updateOrder,
} from '../../services/warehouse/orders.ts';
import { proposeOrders } from '../../services/warehouse/proposals.ts';

export const warehouseOrderHandlers = {
  async listPurchaseOrders(ctx) {
    const { status, open, supplierId, page = 0, size = 20 } = ctx.query;
    return ctx.ok(await listOrders(ctx.db, ctx.salonId, { status, open, supplierId }, page, size));
  },

  async createPurchaseOrder(ctx) {
    const orderId = await createOrder(ctx.db, ctx.salonId, ctx.caller.userId, ctx.body);
    return ctx.created(await readOrder(ctx.db, ctx.salonId, orderId));
  },

  async proposePurchaseOrders(ctx) {
    return ctx.created(await proposeOrders(ctx.db, ctx.salonId, ctx.caller.userId));
  },

  async getPurchaseOrder(ctx) {
    return ctx.ok(await readOrder(ctx.db, ctx.salonId, ctx.params.id));
  },

  async updatePurchaseOrder(ctx) {
    await updateOrder(ctx.db, ctx.salonId, ctx.params.id, ctx.body);
    return ctx.ok(await readOrder(ctx.db, ctx.salonId, ctx.params.id));
  },

  async sendPurchaseOrder(ctx) {
    await sendOrder(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok(await readOrder(ctx.db, ctx.salonId, ctx.params.id));
  },

  async receivePurchaseOrder(ctx) {
    const { id } = ctx.params;
    // A retried receipt of goods with the same Idempotency-Key answers the first one's order
    // instead of writing its CARICO movements twice.
    const key = idempotencyKeyOf(ctx.request);
    const body = { orderId: id, ...ctx.body };
    return idempotent(ctx.db, ctx.salonId, key, 'receivePurchaseOrder', body, async (db) => {
      await receiveOrder(db, ctx.salonId, ctx.caller.userId, id, ctx.body);
      return ctx.ok(await readOrder(db, ctx.salonId, id));
    });
  },

  async cancelPurchaseOrder(ctx) {
    await cancelOrder(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok(await readOrder(ctx.db, ctx.salonId, ctx.params.id));
  },
} satisfies Partial<Handlers>;
