import { describe, expect, it } from 'vitest';
import type { Supplier } from '@agendina/api';
import {
  emptySupplierValues,
  supplierInputOf,
  supplierValuesOf,
  validateSupplierForm,
} from './supplier-form.ts';

describe('a supplier', () => {
  it('needs a name; a wrong Partita IVA is refused before sending', () => {
    expect(validateSupplierForm(emptySupplierValues)).toEqual({
      name: 'Inserisci il nome del fornitore',
    });
    const wrong = validateSupplierForm({
      ...emptySupplierValues,
      name: 'Forniture',
      vatNumber: '01234567890',
    });
    expect(wrong.vatNumber).toBeTruthy();
    expect(
      validateSupplierForm({
        ...emptySupplierValues,
        name: 'Forniture',
        vatNumber: 'IT 01234567897',
      }),
    ).toEqual({});
  });

  it('sends blanks as null and the phone with its prefix', () => {
    expect(
      supplierInputOf({
        ...emptySupplierValues,
        name: ' Forniture Bellezza Srl ',
        phone: '0512345678',
      }),
    ).toEqual({
      name: 'Forniture Bellezza Srl',
      contactName: null,
      email: null,
      phoneNumber: '+390512345678',
      vatNumber: null,
      notes: null,
      active: true,
    });
  });

  it('edits an existing supplier with its phone split into prefix and digits', () => {
    const supplier = {
      id: 3,
      name: 'Forniture Bellezza Srl',
      contactName: null,
      email: null,
      phoneNumber: '+390512345678',
      vatNumber: null,
      notes: null,
      active: false,
      createdAt: '2026-03-10T17:42:11+01:00',
    } satisfies Supplier;
    expect(supplierValuesOf(supplier)).toMatchObject({
      prefix: '+39',
      phone: '0512345678',
      active: false,
    });
  });
});
