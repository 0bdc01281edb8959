// The warehouse's matchers, shared by its consumer tests: what the screens read of a product, a
// supplier, a movement and a page, matched by type with the provider state's values as examples.
import { boolean, eachLike, instant, integer, oneOf, regex, string } from './fixtures.ts';

export const ean = (example = '8001090123459') => regex('^[0-9]{13}$', example);
export const unit = (example = 'PZ') => oneOf(['PZ', 'ML', 'G', 'CONF'], example);
export const productUse = (example = 'RIVENDITA') => oneOf(['RIVENDITA', 'USO_INTERNO'], example);
export const nullableInstant = (example: string | null) =>
  example === null ? null : instant(example);

/** Product 12 of the `warehouse` state, as the list, the form and the scan read it. */
export const stockProduct = (overrides: Record<string, unknown> = {}) => ({
  id: integer(12),
  name: string('Shampoo nutriente 250 ml'),
  brand: string('Davines'),
  category: string('Shampoo'),
  ean: ean(),
  use: productUse(),
  unit: unit(),
  costCents: integer(950),
  salePriceCents: integer(1900),
  vatRate: integer(22),
  minimumStock: integer(4),
  active: boolean(true),
  supplierId: integer(3),
  supplierName: string('Forniture Bellezza Srl'),
  quantity: integer(2),
  underMinimum: boolean(true),
  ...overrides,
});

export const supplier = (overrides: Record<string, unknown> = {}) => ({
  id: integer(3),
  name: string('Forniture Bellezza Srl'),
  contactName: string('Paolo Ferri'),
  email: string('ordini@fornitureb.example.it'),
  vatNumber: regex('^[0-9]{11}$', '01234567897'),
  active: boolean(true),
  ...overrides,
});

/** What the ledger and the overview read of a movement. */
export const movement = (overrides: Record<string, unknown> = {}) => ({
  id: integer(301),
  productId: integer(12),
  productName: string('Shampoo nutriente 250 ml'),
  unit: unit(),
  kind: oneOf(['CARICO', 'SCARICO', 'VENDITA', 'USO_INTERNO', 'RESO', 'RETTIFICA'], 'SCARICO'),
  quantity: integer(-4),
  balanceAfter: integer(2),
  userEmail: string('info@salonebellavista.it'),
  createdAt: instant('2030-03-07T10:05:00+01:00'),
  ...overrides,
});

export const page = (item: unknown, size = 50) => ({
  content: eachLike(item),
  page: integer(0),
  size: integer(size),
  totalElements: integer(1),
  totalPages: integer(1),
});
