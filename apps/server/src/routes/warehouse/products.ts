// Products of the warehouse (tag Magazzino, /magazzino/prodotti): the list with quantities, the
// scan lookup, create and edit. Quantity is never written here: only the ledger changes it.
import type { Handlers } from '../context.ts';
import { creating, updating, withId, withQuery } from '../context.ts';
import {
  createProduct,
  listProducts,
  loadProduct,
  productByEan,
  productCategories,
  updateProduct,
} from '../../services/warehouse/catalog.ts';

export const warehouseProductHandlers = {
  listProducts: withQuery(listProducts),
  createProduct: creating(createProduct),
  getProduct: withId(loadProduct),
  updateProduct: updating(updateProduct),

  async findProductByEan(ctx) {
    return ctx.ok(await productByEan(ctx.db, ctx.salonId, ctx.params.ean));
  },

  async listProductCategories(ctx) {
    return ctx.ok({ categories: await productCategories(ctx.db, ctx.salonId) });
  },
} satisfies Partial<Handlers>;
