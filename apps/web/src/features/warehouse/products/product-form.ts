import type { ProductUnit, ProductUse, VatRate } from '@agendina/contract';
import { isApiError, type Product, type ProductInput } from '@agendina/api';
import { productSettingsOf, validateEan13 } from '@agendina/scheduling';

/** The product form as typed: text stays text, money stays cents (null while empty). */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: string;
  ean: string;
  use: ProductUse;
  unit: ProductUnit;
  costCents: number | null;
  salePriceCents: number | null;
  vatRate: VatRate;
  minimumStock: number;
  active: boolean;
  supplierId: number | null;
}

export type ProductField =
  'name' | 'ean' | 'costCents' | 'salePriceCents' | 'minimumStock' | 'supplierId';
export type ProductFormErrors = Partial<Record<ProductField, string>>;

export const productMessages = {
  name: 'Inserisci il nome del prodotto',
  cost: 'Inserisci il costo',
  salePrice: 'Un prodotto in rivendita ha bisogno del prezzo di vendita',
} as const;

/** A new product; a scan that found nothing brings its EAN. */
export const emptyProductValues = (ean = ''): ProductFormValues => ({
  name: '',
  brand: '',
  category: '',
  ean,
  use: 'RIVENDITA',
  unit: 'PZ',
  costCents: null,
  salePriceCents: null,
  vatRate: 22,
  minimumStock: 0,
  active: true,
  supplierId: null,
});

export const productValuesOf = (product: Product): ProductFormValues => ({
  name: product.name,
  brand: product.brand ?? '',
  category: product.category ?? '',
  ean: product.ean ?? '',
  ...productSettingsOf(product),
});

/** The same checks the server makes (the EAN's check digit is scheduling's validateEan13). */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.name.trim() === '') errors.name = productMessages.name;
  const ean = validateEan13(values.ean);
  if (ean) errors.ean = ean;
  if (values.costCents === null) errors.costCents = productMessages.cost;
  if (values.use === 'RIVENDITA' && values.salePriceCents === null) {
    errors.salePriceCents = productMessages.salePrice;
  }
  return errors;
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

export const productInputOf = (values: ProductFormValues): ProductInput => ({
  name: values.name.trim(),
  brand: textOrNull(values.brand),
  category: textOrNull(values.category),
  ean: textOrNull(values.ean),
  use: values.use,
  unit: values.unit,
  costCents: values.costCents ?? 0,
  salePriceCents: values.salePriceCents,
  vatRate: values.vatRate,
  minimumStock: values.minimumStock,
  active: values.active,
  supplierId: values.supplierId,
});

const fieldOfServerKey: Readonly<Record<string, ProductField>> = {
  name: 'name',
  ean: 'ean',
  costCents: 'costCents',
  salePriceCents: 'salePriceCents',
  minimumStock: 'minimumStock',
  supplierId: 'supplierId',
};

/**
 * A refusal said on its field: a 400's field map, a 409 duplicate EAN on the EAN, a 404 (the
 * supplier is gone) on the supplier. Anything else stays the form's general failure.
 */
export function productServerErrors(error: unknown): ProductFormErrors {
  if (!isApiError(error)) return {};
  const message = error.body?.message;
  if (error.code === 'DUPLICATE_EAN' && message) return { ean: message };
  if (error.status === 404 && message) return { supplierId: message };
  const errors = error.body?.errors;
  if (!errors || Array.isArray(errors)) return {};
  const found: ProductFormErrors = {};
  for (const [key, text] of Object.entries(errors as Readonly<Record<string, string>>)) {
    const field = fieldOfServerKey[key];
    if (field) found[field] = text;
  }
  return found;
}
