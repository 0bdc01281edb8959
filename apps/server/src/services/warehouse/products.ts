// Products of the warehouse: the checks a created, edited or imported product passes (EAN-13 check
// digit, a sale price for RIVENDITA, the salon's own supplier) and the one write path that turns
// the unique EAN index's answer into the 409 naming the other product, also under a race.
import { EAN13_INVALID_MESSAGE, isValidEan13 } from '@agendina/scheduling';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { products, suppliers } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';

type Reader = Database | Tx;

export const PRODUCT_NOT_FOUND = 'Prodotto non trovato';
export const SUPPLIER_NOT_FOUND = 'Fornitore non trovato';
export const SALE_PRICE_REQUIRED = 'Indica il prezzo di vendita: il prodotto è in rivendita';

export const productNotFound = () => notFound(PRODUCT_NOT_FOUND);

/**
 * scheduling's isUnderMinimum for an active product, as SQL: a filter over a page of products or
 * a count over all of them cannot run the function row by row (warehouse-ledger.test.ts checks
 * both give the same products).
 */
export const underMinimumSql = and(
  eq(products.active, true),
  gt(products.minimumStock, 0),
  lt(products.quantity, products.minimumStock),
) as SQL;

/** The columns a product is saved with (never quantity: only the ledger writes it). */
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'salonId' | 'quantity' | 'createdAt'
>;

/** An optional text as saved: trimmed, and null when nothing is left. */
export const clean = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Why a product's fields cannot be saved, by field (empty when they can). */
export function productFieldErrors(input: Schemas['ProductInput']): Record<string, string> {
  const errors: Record<string, string> = {};
  if (input.ean != null && !isValidEan13(input.ean)) errors['ean'] = EAN13_INVALID_MESSAGE;
  if (input.use === 'RIVENDITA' && input.salePriceCents == null)
    errors['salePriceCents'] = SALE_PRICE_REQUIRED;
  if (input.name.trim() === '') errors['name'] = 'Campo obbligatorio';
  return errors;
}

export function productValues(input: Schemas['ProductInput']): ProductValues {
  return {
    name: input.name.trim(),
    brand: clean(input.brand),
    category: clean(input.category),
    ean: input.ean ?? null,
    use: input.use,
    unit: input.unit,
    costCents: input.costCents,
    salePriceCents: input.salePriceCents ?? null,
    vatRate: input.vatRate,
    minimumStock: input.minimumStock,
    active: input.active ?? true,
    supplierId: input.supplierId ?? null,
  };
}

/** 404 unless the supplier is one of the salon's. */
export async function assertSupplier(db: Reader, salonId: number, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(salonFilter(suppliers, salonId, eq(suppliers.id, id)));
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
}

/** The 409 of an EAN that another product of the salon already has. */
export function duplicateEan(ean: string, otherName: string | undefined) {
  const whose = otherName === undefined ? 'di un altro prodotto' : `del prodotto «${otherName}»`;
  return conflict(`Il codice EAN ${ean} è già ${whose}`, 'DUPLICATE_EAN');
}

/** The salon's other product with this EAN, if any (not `exceptId`). */
export async function productWithEan(
  db: Reader,
  salonId: number,
  ean: string,
  exceptId?: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      salonFilter(
        products,
        salonId,
        and(eq(products.ean, ean), exceptId === undefined ? undefined : ne(products.id, exceptId)),
      ),
    );
  return row;
}

/**
 * Validates a product (400 by field, 404 for another salon's supplier, 409 for an EAN already
 * used) and runs the write. The check before is for the usual case; the unique index answers
 * the race of two saves of one EAN, and its 23505 becomes the same 409.
 */
export async function saveProduct<T>(
  db: Database,
  salonId: number,
  input: Schemas['ProductInput'],
  write: (values: ProductValues) => Promise<T>,
  exceptId?: number,
): Promise<T> {
  const errors = productFieldErrors(input);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  await assertSupplier(db, salonId, input.supplierId);
  const values = productValues(input);
  const ean = values.ean;
  if (ean != null) {
    const other = await productWithEan(db, salonId, ean, exceptId);
    if (other) throw duplicateEan(ean, other.name);
  }
  try {
    return await write(values);
  } catch (error) {
    if (ean == null || pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    const other = await productWithEan(db, salonId, ean, exceptId);
    throw duplicateEan(ean, other?.name);
  }
}
