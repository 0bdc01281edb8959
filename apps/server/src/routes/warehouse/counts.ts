// Inventory counts (tag Magazzino, openapi/paths/warehouse.yaml): open, count, close or cancel;
// the work is in services/warehouse, every query scoped to the caller's salon.
import type { Handlers } from '../context.ts';
import { ofSalon, withId } from '../context.ts';
import { listCounts, readCount } from '../../services/warehouse/count-read.ts';
import {
  cancelCount,
  closeCount,
  openCount,
  setCountLine,
} from '../../services/warehouse/counts.ts';

export const warehouseCountHandlers = {
  listInventoryCounts: ofSalon(listCounts),

  async openInventoryCount(ctx) {
    const countId = await openCount(ctx.db, ctx.salonId, ctx.caller.userId, ctx.body.note);
    return ctx.created(await readCount(ctx.db, ctx.salonId, countId));
  },

  getInventoryCount: withId(readCount),

  async setInventoryCountLine(ctx) {
    const { id, productId } = ctx.params;
    return ctx.ok(await setCountLine(ctx.db, ctx.salonId, id, productId, ctx.body.countedQuantity));
  },

  async closeInventoryCount(ctx) {
    await closeCount(ctx.db, ctx.salonId, ctx.caller.userId, ctx.params.id);
    return ctx.ok(await readCount(ctx.db, ctx.salonId, ctx.params.id));
  },

  async cancelInventoryCount(ctx) {
    await cancelCount(ctx.db, ctx.salonId, ctx.params.id);
    return ctx.ok(await readCount(ctx.db, ctx.salonId, ctx.params.id));
  },
} satisfies Partial<Handlers>;
