import { describe, expect, it } from 'vitest';
import { ApiError } from '@agendina/api';
import {
  emptyProductValues,
  productInputOf,
  productServerErrors,
  validateProductForm,
} from './product-form.ts';

const valid = {
  ...emptyProductValues('8001090123459'),
  name: 'Shampoo',
  costCents: 950,
  salePriceCents: 1900,
};

describe('the product form', () => {
  it('accepts a complete product and sends trimmed text, empty text as null', () => {
    expect(validateProductForm(valid)).toEqual({});
    expect(productInputOf({ ...valid, name: ' Shampoo ', brand: ' ' })).toMatchObject({
      name: 'Shampoo',
      brand: null,
      ean: '8001090123459',
      costCents: 950,
    });
  });

  it('refuses a wrong check digit with the server’s words', () => {
    expect(validateProductForm({ ...valid, ean: '8001090123458' }).ean).toBe(
      'Codice EAN-13 non valido',
    );
    expect(validateProductForm({ ...valid, ean: '' }).ean).toBeUndefined();
  });

  it('asks a sale price only of a product sold at the desk', () => {
    expect(validateProductForm({ ...valid, salePriceCents: null }).salePriceCents).toBeDefined();
    expect(validateProductForm({ ...valid, use: 'USO_INTERNO', salePriceCents: null })).toEqual({});
  });

  it('puts a duplicate EAN and a 400 field map on their fields', () => {
    const duplicate = new ApiError({
      kind: 'http',
      status: 409,
      body: {
        code: 'DUPLICATE_EAN',
        message: 'Il codice EAN 8001090123459 è già del prodotto «Balsamo»',
      },
    });
    expect(productServerErrors(duplicate)).toEqual({
      ean: 'Il codice EAN 8001090123459 è già del prodotto «Balsamo»',
    });
    const invalid = new ApiError({
      kind: 'http',
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: { costCents: 'Il costo non può essere negativo' },
      },
    });
    expect(productServerErrors(invalid)).toEqual({ costCents: 'Il costo non può essere negativo' });
    expect(productServerErrors(new Error('x'))).toEqual({});
  });
});
