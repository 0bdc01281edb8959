// Warehouse calls the tests share: valid barcodes and Partite IVA, a product or a supplier in one
// line, a movement by hand.
import { ean13CheckDigit, partitaIvaCheckDigit } from '@agendina/scheduling';
import type { Schemas } from '../http/types.ts';
import type { Api } from './harness.ts';

/** A valid EAN-13 from any 12 digits (the check digit appended). */
export const ean = (first12: string): string => `${first12}${ean13CheckDigit(first12)}`;

/** A valid Partita IVA from any 10 digits. */
export const partitaIva = (first10: string): string => `${first10}${partitaIvaCheckDigit(first10)}`;

export const productInput = (
  overrides: Partial<Schemas['ProductInput']> = {},
): Schemas['ProductInput'] => ({
  name: 'Shampoo nutriente 250 ml',
  brand: 'Davines',
  category: 'Shampoo',
  ean: ean('800109012345'),
  use: 'RIVENDITA',
  unit: 'PZ',
  costCents: 950,
  salePriceCents: 1900,
  vatRate: 22,
  minimumStock: 4,
  ...overrides,
});

export async function createProduct(
  api: Api,
  token: string,
  overrides: Partial<Schemas['ProductInput']> = {},
): Promise<Schemas['Product']> {
  const res = await api<Schemas['Product']>('POST', '/warehouse/products', {
    token,
    body: productInput(overrides),
  });
  if (res.status !== 201)
    throw new Error(`createProduct: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createSupplier(
  api: Api,
  token: string,
  body: Schemas['SupplierInput'] = { name: 'Forniture Bellezza Srl' },
): Promise<Schemas['Supplier']> {
  const res = await api<Schemas['Supplier']>('POST', '/warehouse/suppliers', { token, body });
  if (res.status !== 201)
    throw new Error(`createSupplier: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export function moveStock(api: Api, token: string, body: Schemas['StockMovementInput']) {
  return api<Schemas['StockMovement']>('POST', '/warehouse/movements', { token, body });
}
