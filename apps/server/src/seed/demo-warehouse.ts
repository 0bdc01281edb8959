// The demo salons' warehouse (issue #17): suppliers with valid Partite IVA, products with valid
// barcodes. What was loaded and what went out over the demo's weeks is its history
// (demo-warehouse-history.ts), all through the ledger and the orders' services.
import { ean13CheckDigit, partitaIvaCheckDigit } from '@agendina/scheduling';
import type { Schemas } from '../domain/contract-types.ts';
import type { Database } from '../db/database.ts';
import { products, suppliers } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { DEMO_WAREHOUSE } from './demo-warehouse-data.ts';
import type { DemoProduct } from './demo-warehouse-data.ts';

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

/** A demo product as stored, with its data. */
export interface StockProduct {
  id: number;
  name: string;
  salePriceCents: number;
  data: DemoProduct;
}

/** The salon's suppliers and products (ids by their index in the data); no movements yet. */
export interface DemoStock {
  supplierIds: number[];
  products: StockProduct[];
}

/** Seeds the salon's suppliers and products once: null when it already has products. */
export async function seedDemoProducts(
  db: Database,
  salonId: number,
  businessType: Schemas['BusinessType'],
): Promise<DemoStock | null> {
  const [any] = await db
    .select({ id: products.id })
    .from(products)
    .where(salonFilter(products, salonId))
    .limit(1);
  if (any) return null;
  const data = DEMO_WAREHOUSE[businessType];
  const supplierRows = await db
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
  const productRows = await db
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
  return {
    supplierIds: supplierRows.map((r) => r.id),
    products: data.products.map((product, i) => ({
      id: productRows[i]!.id,
      name: product.name,
      salePriceCents: product.salePriceCents ?? 0,
      data: product,
    })),
  };
}
