// The demo salons' warehouse (issue #17): suppliers with valid Partite IVA, products with valid
// barcodes, the initial CARICO and what went out since, all through the ledger
// (appendStockMovements), so quantities and balances are what the ledger would have made them.
import { ean13CheckDigit, partitaIvaCheckDigit } from '@agendina/scheduling';
import type { Schemas } from '../http/types.ts';
import type { Database } from '../db/database.ts';
import { products, suppliers } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { appendStockMovements } from '../services/warehouse/ledger.ts';
import type { NewStockMovement } from '../services/warehouse/ledger.ts';
import { DEMO_WAREHOUSE } from './demo-warehouse-data.ts';

const TYPE_DIGIT: Record<Schemas['BusinessType'], number> = {
  PARRUCCHIERE: 1,
  ESTETISTA: 2,
  MASSAGGIATORE: 3,
};

/** A valid EAN-13 for the demo product `index` of a business type (Italian prefix 80). */
export function demoEan(type: Schemas['BusinessType'], index: number): string {
  const first12 = `80${TYPE_DIGIT[type]}${String(index + 1).padStart(9, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** Seeds the salon's warehouse once: nothing when it already has products. */
export async function seedDemoWarehouse(
  db: Database,
  salonId: number,
  businessType: Schemas['BusinessType'],
  userId: number | null,
): Promise<void> {
  const [any] = await db
    .select({ id: products.id })
    .from(products)
    .where(salonFilter(products, salonId))
    .limit(1);
  if (any) return;
  const data = DEMO_WAREHOUSE[businessType];
  await db.transaction(async (tx) => {
    const supplierRows = await tx
      .insert(suppliers)
      .values(
        data.suppliers.map(({ vatFirst10, ...supplier }) =>
          owned(salonId, {
            ...supplier,
            vatNumber: `${vatFirst10}${partitaIvaCheckDigit(vatFirst10)}`,
          }),
        ),
      )
      .returning({ id: suppliers.id });
    const productRows = await tx
      .insert(products)
      .values(
        data.products.map((product, i) =>
          owned(salonId, {
            name: product.name,
            brand: product.brand,
            category: product.category,
            ean: demoEan(businessType, i),
            use: product.use,
            unit: product.unit,
            costCents: product.costCents,
            salePriceCents: product.salePriceCents,
            vatRate: 22 as const,
            minimumStock: product.minimumStock,
            supplierId: supplierRows[product.supplier]?.id ?? null,
          }),
        ),
      )
      .returning({ id: products.id });
    const loads: NewStockMovement[] = [];
    const outs: NewStockMovement[] = [];
    data.products.forEach((product, i) => {
      const productId = productRows[i]!.id;
      loads.push({
        productId,
        kind: 'CARICO',
        quantity: product.loaded,
        reason: 'Carico iniziale',
      });
      if (product.out < 0)
        outs.push({
          productId,
          kind: product.use === 'RIVENDITA' ? 'VENDITA' : 'USO_INTERNO',
          quantity: product.out,
          reason: null,
        });
    });
    // The loads first, then what went out: the balances read as the week went.
    await appendStockMovements(tx, salonId, userId, loads);
    await appendStockMovements(tx, salonId, userId, outs);
  });
}
