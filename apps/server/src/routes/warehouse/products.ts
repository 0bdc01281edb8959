// Products of the warehouse (tag Magazzino, /magazzino/prodotti): the list with quantities, the
// scan lookup, create and edit. Quantity is never written here: only the ledger changes it.
import { EAN13_INVALID_MESSAGE, isValidEan13 } from '@agendina/scheduling';
import { and, asc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import type { Handlers, QueryOf } from '../context.ts';
import { pageOf } from '../../services/page.ts';
import { findProduct, selectProducts, toProduct } from '../../services/warehouse/mappers.ts';
import {
  productNotFound,
  saveProduct,
  underMinimumSql,
} from '../../services/warehouse/products.ts';
import { escapeLike } from '../../db/like.ts';

/** The filters of listProducts as one condition. */
function productFilter(query: QueryOf<'listProducts'>): SQL | undefined {
  const q = query.q?.trim() ?? '';
  const text =
    q === ''
      ? undefined
      : /^\d{13}$/.test(q)
        ? eq(products.ean, q)
        : or(
            ilike(products.name, `%${escapeLike(q)}%`),
            ilike(products.brand, `%${escapeLike(q)}%`),
          );
  return and(
    text,
    query.category === undefined ? undefined : eq(products.category, query.category),
    query.use === undefined ? undefined : eq(products.use, query.use),
    query.underMinimum === true ? underMinimumSql : undefined,
    query.active === undefined ? undefined : eq(products.active, query.active),
  );
}

async function loadProduct(
  ctx: { db: Parameters<typeof findProduct>[0]; salonId: number },
  id: number,
) {
  const row = await findProduct(ctx.db, ctx.salonId, id);
  if (!row) throw productNotFound();
  return toProduct(row);
}

export const warehouseProductHandlers = {
  async listProducts(ctx) {
    const page = ctx.query.page ?? 0;
    const size = ctx.query.size ?? 50;
    const where = productFilter(ctx.query);
    const [rows, [total]] = await Promise.all([
      selectProducts(ctx.db, ctx.salonId, where)
        .orderBy(asc(products.name), asc(products.id))
        .limit(size)
        .offset(page * size),
      ctx.db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(salonFilter(products, ctx.salonId, where)),
    ]);
    return ctx.ok(pageOf(rows.map(toProduct), page, size, Number(total?.count ?? 0)));
  },

  async createProduct(ctx) {
    const id = await saveProduct(ctx.db, ctx.salonId, ctx.body, async (values) => {
      const [row] = await ctx.db
        .insert(products)
        .values(owned(ctx.salonId, values))
        .returning({ id: products.id });
      return row!.id;
    });
    return ctx.created(await loadProduct(ctx, id));
  },

  async getProduct(ctx) {
    return ctx.ok(await loadProduct(ctx, ctx.params.id));
  },

  async updateProduct(ctx) {
    const id = ctx.params.id;
    await loadProduct(ctx, id);
    await saveProduct(
      ctx.db,
      ctx.salonId,
      ctx.body,
      (values) =>
        ctx.db
          .update(products)
          .set(values)
          .where(salonFilter(products, ctx.salonId, eq(products.id, id))),
      id,
    );
    return ctx.ok(await loadProduct(ctx, id));
  },

  async findProductByEan(ctx) {
    const ean = ctx.params.ean;
    if (!isValidEan13(ean)) throw invalid({ ean: EAN13_INVALID_MESSAGE });
    const [row] = await selectProducts(ctx.db, ctx.salonId, eq(products.ean, ean));
    if (!row) throw notFound('Nessun prodotto con questo codice');
    return ctx.ok(toProduct(row));
  },

  async listProductCategories(ctx) {
    const rows = await ctx.db
      .selectDistinct({ category: products.category })
      .from(products)
      .where(salonFilter(products, ctx.salonId, isNotNull(products.category)));
    // Alphabetical as an Italian reads it (accents and case), not by the database's collation.
    const categories = rows
      .flatMap((r) => (r.category === null ? [] : [r.category]))
      .sort((a, b) => a.localeCompare(b, 'it'));
    return ctx.ok({ categories });
  },
} satisfies Partial<Handlers>;
