// The /magazzino overview (tag Magazzino).
import type { Handlers } from '../context.ts';
import { warehouseOverview } from '../../services/warehouse/overview.ts';

export const warehouseOverviewHandlers = {
  async getWarehouseOverview(ctx) {
    return ctx.ok(await warehouseOverview(ctx.db, ctx.salonId));
  },
} satisfies Partial<Handlers>;
