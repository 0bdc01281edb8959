import { describe, expect, it } from 'vitest';
import { MOVEMENT_REASON_REQUIRED_MESSAGE } from '@agendina/scheduling';
import {
  emptyMovementValues,
  movementInputOf,
  signedQuantity,
  validateMovementForm,
  type MovementFormValues,
} from './movement-form.ts';
import {
  movementFiltersOf,
  movementListParamsOf,
  movementsSearchFor,
  movementsSearchOf,
} from './movements-search.ts';

const shampoo = { id: 12, name: 'Shampoo nutriente 250 ml', unit: 'PZ' as const, quantity: 6 };
const values = (patch: Partial<MovementFormValues>): MovementFormValues => ({
  ...emptyMovementValues,
  product: shampoo,
  quantity: 3,
  ...patch,
});

describe('a movement by hand', () => {
  it('signs the typed quantity by kind: RESO goes back to the supplier, RETTIFICA as chosen', () => {
    expect(signedQuantity(values({ kind: 'CARICO' }))).toBe(3);
    expect(signedQuantity(values({ kind: 'SCARICO' }))).toBe(-3);
    expect(signedQuantity(values({ kind: 'USO_INTERNO' }))).toBe(-3);
    expect(signedQuantity(values({ kind: 'RESO' }))).toBe(-3);
    expect(signedQuantity(values({ kind: 'RETTIFICA', direction: 'PIU' }))).toBe(3);
    expect(signedQuantity(values({ kind: 'RETTIFICA', direction: 'MENO' }))).toBe(-3);
  });

  it('asks for the product, a quantity other than zero and the reason of a RETTIFICA', () => {
    expect(validateMovementForm({ ...emptyMovementValues })).toEqual({
      product: 'Scegli il prodotto',
      quantity: 'Indica la quantità',
    });
    expect(validateMovementForm(values({ quantity: 0 })).quantity).toBe(
      'La quantità non può essere zero',
    );
    expect(validateMovementForm(values({ kind: 'RETTIFICA', reason: '  ' }))).toEqual({
      reason: MOVEMENT_REASON_REQUIRED_MESSAGE,
    });
    expect(validateMovementForm(values({ kind: 'SCARICO' }))).toEqual({});
  });

  it('sends the signed quantity and a trimmed reason', () => {
    expect(movementInputOf(values({ kind: 'SCARICO', reason: ' Flacone rotto ' }))).toEqual({
      productId: 12,
      kind: 'SCARICO',
      quantity: -3,
      reason: 'Flacone rotto',
    });
    expect(movementInputOf(values({ kind: 'CARICO' })).reason).toBeNull();
  });
});

describe('the ledger address', () => {
  it('drops unknown values and keeps the default period out of the address', () => {
    const search = movementsSearchOf({
      prodotto: '12',
      tipo: 'FURTO',
      dal: '2026-02-30',
      pagina: 2,
    });
    expect(search).toEqual({
      prodotto: 12,
      tipo: undefined,
      dal: undefined,
      al: undefined,
      pagina: 2,
    });
    const filters = movementFiltersOf(search, '2026-10-25', '2026-11-24');
    expect(movementListParamsOf(filters)).toEqual({
      productId: 12,
      from: '2026-10-25',
      to: '2026-11-24',
      page: 1,
      size: 50,
    });
    expect(movementsSearchFor({ ...filters, page: 1 }, '2026-10-25', '2026-11-24')).toEqual({
      prodotto: 12,
    });
  });
});
