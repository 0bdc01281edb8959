// Products of the warehouse (tag Magazzino, /magazzino/prodotti): the list with quantities, the
// scan lookup, create and edit. Quantity is never written here: only the ledger changes it.
import type { Handlers } from '../context.ts';
import {
  createProduct,
  listProducts,
  loadProduct,
  productByEan,
  productCategories,
  updateProduct,
} from '../../services/warehouse/catalog.ts';

export const warehouseProductHandlers = {
  async listProducts(ctx) {
    return ctx.ok(await listProducts(ctx.db, ctx.salonId, ctx.query));
  },

  async createProduct(ctx) {
    return ctx.created(await createProduct(ctx.db, ctx.salonId, ctx.body));
  },

  async getProduct(ctx) {
    return ctx.ok(await loadProduct(ctx.db, ctx.salonId, ctx.params.id));
  },

  async updateProduct(ctx) {
    return ctx.ok(await updateProduct(ctx.db, ctx.salonId, ctx.params.id, ctx.body));
  },

  async findProductByEan(ctx) {
    return ctx.ok(await productByEan(ctx.db, ctx.salonId, ctx.params.ean));
  },

  async listProductCategories(ctx) {
    return ctx.ok({ categories: await productCategories(ctx.db, ctx.salonId) });
  },
} satisfies Partial<Handlers>;
