// Warehouse rows for the orders and counts tests, written straight into the tables; stock goes
// in through the ledger (appendStockMovements), the only way a quantity changes.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { products, suppliers } from '../db/schema/index.ts';
import { appendStockMovements } from '../services/warehouse/ledger.ts';

export async function seedSupplier(
  db: Database,
  salonId: number,
  name = 'Forniture Bellezza Srl',
): Promise<number> {
  const [row] = await db.insert(suppliers).values({ salonId, name }).returning();
  return row!.id;
}

export interface ProductSeed {
  name?: string;
  supplierId?: number | null;
  costCents?: number;
  minimumStock?: number;
  active?: boolean;
  /** Brought in with a CARICO (positive) or a RETTIFICA (negative) movement. */
  quantity?: number;
  ean?: string | null;
}

export async function seedProduct(
  db: Database,
  salonId: number,
  seed: ProductSeed = {},
): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      salonId,
      name: seed.name ?? 'Shampoo nutriente 250 ml',
      use: 'RIVENDITA',
      unit: 'PZ',
      costCents: seed.costCents ?? 950,
      salePriceCents: 1800,
      vatRate: 22,
      minimumStock: seed.minimumStock ?? 0,
      active: seed.active ?? true,
      supplierId: seed.supplierId ?? null,
      ean: seed.ean ?? null,
    })
    .returning();
  const id = row!.id;
  const quantity = seed.quantity ?? 0;
  if (quantity !== 0)
    await db.transaction((tx) =>
      appendStockMovements(tx, salonId, null, [
        { productId: id, kind: quantity > 0 ? 'CARICO' : 'RETTIFICA', quantity, reason: 'Avvio' },
      ]),
    );
  return id;
}

export async function quantityOf(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  return row!.quantity;
}
