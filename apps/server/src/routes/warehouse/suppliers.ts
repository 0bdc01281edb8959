// The salon's suppliers (tag Magazzino): name, contacts, a checked Partita IVA, notes.
import type { Handlers } from '../context.ts';
import {
  createSupplier,
  getSupplier,
  listSuppliers,
  updateSupplier,
} from '../../services/warehouse/suppliers.ts';

export const warehouseSupplierHandlers = {
  async listSuppliers(ctx) {
    return ctx.ok(await listSuppliers(ctx.db, ctx.salonId));
  },

  async createSupplier(ctx) {
    return ctx.created(await createSupplier(ctx.db, ctx.salonId, ctx.body));
  },

  async getSupplier(ctx) {
    return ctx.ok(await getSupplier(ctx.db, ctx.salonId, ctx.params.id));
  },

  async updateSupplier(ctx) {
    return ctx.ok(await updateSupplier(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },
} satisfies Partial<Handlers>;
