// The warehouse's products as /magazzino/prodotti reads and writes them: the list with quantities,
// the scan lookup, create, edit and the categories. Quantity is never written here: only the
// ledger changes it.
import { EAN13_INVALID_MESSAGE, isValidEan13 } from '@agendina/scheduling';
import { and, asc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import type { Database } from '../../db/database.ts';
import type { QueryOf, Schemas } from '../../domain/contract-types.ts';
import { pageAsked, salonPage } from '../page.ts';
import { findProduct, selectProducts, toProduct } from './mappers.ts';
import { productNotFound, saveProduct, underMinimumSql } from './products.ts';
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

/** One of the salon's products; not found when it is not the salon's. */
export async function loadProduct(db: Database, salonId: number, id: number) {
  const row = await findProduct(db, salonId, id);
  if (!row) throw productNotFound();
  return toProduct(row);
}

/** One page of the salon's products that match the filters, by name. */
export async function listProducts(
  db: Database,
  salonId: number,
  query: QueryOf<'listProducts'>,
): Promise<Schemas['ProductPage']> {
  const { page, size } = pageAsked(query, 50);
  const where = productFilter(query);
  const ordered = selectProducts(db, salonId, where).orderBy(asc(products.name), asc(products.id));
  return salonPage(db, { table: products, salonId, where, page, size }, ordered, toProduct);
}

export async function createProduct(db: Database, salonId: number, input: Schemas['ProductInput']) {
  const id = await saveProduct(db, salonId, input, async (values) => {
    const [row] = await db
      .insert(products)
      .values(owned(salonId, values))
      .returning({ id: products.id });
    return row!.id;
  });
  return loadProduct(db, salonId, id);
}

/** Replaces the product's fields; not found when it is not the salon's. */
export async function updateProduct(
  db: Database,
  salonId: number,
  id: number,
  input: Schemas['ProductInput'],
) {
  await loadProduct(db, salonId, id);
  await saveProduct(
    db,
    salonId,
    input,
    (values) =>
      db
        .update(products)
        .set(values)
        .where(salonFilter(products, salonId, eq(products.id, id))),
    id,
  );
  return loadProduct(db, salonId, id);
}

/** The product of a scanned EAN-13 (checked first); not found when the salon has none. */
export async function productByEan(db: Database, salonId: number, ean: string) {
  if (!isValidEan13(ean)) throw invalid({ ean: EAN13_INVALID_MESSAGE });
  const [row] = await selectProducts(db, salonId, eq(products.ean, ean));
  if (!row) throw notFound('Nessun prodotto con questo codice');
  return toProduct(row);
}

/** The categories the salon's products use. */
export async function productCategories(db: Database, salonId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(salonFilter(products, salonId, isNotNull(products.category)));
  // Alphabetical as an Italian reads it (accents and case), not by the database's collation.
  return rows
    .flatMap((r) => (r.category === null ? [] : [r.category]))
    .sort((a, b) => a.localeCompare(b, 'it'));
}
