// The stock ledger as /magazzino/movimenti reads and writes it: the filtered list, newest first,
// and one movement written by hand (through appendStockMovements, in a transaction).
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, stockMovements } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { QueryOf, Schemas } from '../../domain/contract-types.ts';
import { salonMidnight } from '../cash/salon-day.ts';
import { pageAsked, salonPage } from '../page.ts';
import { appendStockMovements } from './ledger.ts';
import { loadStockMovements, selectStockMovements, toStockMovement } from './mappers.ts';
import { productNotFound } from './products.ts';

/** One page of the salon's movements that match the filters (days are the salon's, inclusive). */
export async function listStockMovements(
  db: Database,
  salonId: number,
  query: QueryOf<'listStockMovements'>,
): Promise<Schemas['StockMovementPage']> {
  const { productId, kind, from, to } = query;
  const { page, size } = pageAsked(query, 50);
  // Salon days (in its time zone), as the cash report cuts them: a DST day is 23 or 25 hours.
  const where = and(
    productId === undefined ? undefined : eq(stockMovements.productId, productId),
    kind === undefined ? undefined : eq(stockMovements.kind, kind),
    from === undefined ? undefined : gte(stockMovements.createdAt, salonMidnight(from)),
    to === undefined ? undefined : lt(stockMovements.createdAt, salonMidnight(to, 1)),
  );
  const ordered = selectStockMovements(db, salonId, where).orderBy(
    desc(stockMovements.createdAt),
    desc(stockMovements.id),
  );
  const asked = { table: stockMovements, salonId, where, page, size };
  return salonPage(db, asked, ordered, toStockMovement);
}

/** A movement written by hand, once its sign and reason are checked; not found: not the salon's product. */
export async function writeStockMovement(
  db: Database,
  salonId: number,
  userId: number,
  movement: Pick<Schemas['StockMovement'], 'productId' | 'kind' | 'quantity'> & {
    reason: string | null;
  },
): Promise<Schemas['StockMovement']> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(salonFilter(products, salonId, eq(products.id, movement.productId)));
    if (!product) throw productNotFound();
    const [row] = await appendStockMovements(tx, salonId, userId, [movement]);
    const [written] = await loadStockMovements(tx, salonId, [row!.id]);
    return written!;
  });
}
