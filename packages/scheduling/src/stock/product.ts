import type { components } from '@agendina/contract';

type Product = components['schemas']['Product'];

/** What a product is set to besides its names: use, unit, prices, VAT, minimum, state, supplier. */
export type ProductSettings = Pick<
  Product,
  | 'use'
  | 'unit'
  | 'costCents'
  | 'salePriceCents'
  | 'vatRate'
  | 'minimumStock'
  | 'active'
  | 'supplierId'
>;

/**
 * The settings of a product, as they are: what the server's Product shows of a stored row and
 * what the product form starts from (the two must agree field by field).
 */
export function productSettingsOf(product: ProductSettings): ProductSettings {
  return {
    use: product.use,
    unit: product.unit,
    costCents: product.costCents,
    salePriceCents: product.salePriceCents,
    vatRate: product.vatRate,
    minimumStock: product.minimumStock,
    active: product.active,
    supplierId: product.supplierId,
  };
}
