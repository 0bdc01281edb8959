// The warehouse's suppliers (/magazzino/fornitori and the product and order forms), through the
// real @agendina/api factories (issue #17).
import { describe, expect, it } from 'vitest';
import {
  createSupplierMutation,
  supplierQueryOptions,
  suppliersQueryOptions,
  updateSupplierMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { boolean, eachLike, integer, regex, string } from './fixtures.ts';
import { interaction } from './support.ts';
import { supplier } from './warehouse-matchers.ts';

describe('Warehouse: suppliers', () => {
  it('GET /warehouse/suppliers', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the suppliers',
      method: 'GET',
      path: '/warehouse/suppliers',
      status: 200,
      response: eachLike(supplier()),
      run: async (app) => {
        expect((await app.query(suppliersQueryOptions(app.client)))[0]?.id).toBe(3);
      },
    }));

  it('POST /warehouse/suppliers', () =>
    interaction({
      state: states.warehouse,
      description: 'a new supplier with a Partita IVA written with IT and spaces',
      method: 'POST',
      path: '/warehouse/suppliers',
      body: { name: 'Color Pro Distribuzione', vatNumber: 'IT 01234 567897' },
      status: 201,
      response: {
        id: integer(5001),
        name: string('Color Pro Distribuzione'),
        vatNumber: regex('^[0-9]{11}$', '01234567897'),
        active: boolean(true),
      },
      run: async (app) => {
        const created = await app.mutate(createSupplierMutation(app.client), {
          name: 'Color Pro Distribuzione',
          vatNumber: 'IT 01234 567897',
        });
        expect(created.vatNumber).toBe('01234567897');
      },
    }));

  it('GET /warehouse/suppliers/{id}', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for supplier 3',
      method: 'GET',
      path: '/warehouse/suppliers/3',
      status: 200,
      response: supplier(),
      run: async (app) => {
        expect((await app.query(supplierQueryOptions(app.client, 3))).name).toBe(
          'Forniture Bellezza Srl',
        );
      },
    }));

  it('PUT /warehouse/suppliers/{id}', () =>
    interaction({
      state: states.warehouse,
      description: 'an edit of supplier 3',
      method: 'PUT',
      path: '/warehouse/suppliers/3',
      body: {
        name: 'Forniture Bellezza Srl',
        contactName: 'Anna Ferri',
        email: 'ordini@fornitureb.example.it',
        vatNumber: '01234567897',
      },
      status: 200,
      response: supplier({ contactName: string('Anna Ferri') }),
      run: async (app) => {
        const saved = await app.mutate(updateSupplierMutation(app.client, 3), {
          name: 'Forniture Bellezza Srl',
          contactName: 'Anna Ferri',
          email: 'ordini@fornitureb.example.it',
          vatNumber: '01234567897',
        });
        expect(saved.contactName).toBe('Anna Ferri');
      },
    }));
});
