// The stock ledger and the /magazzino overview, through the real @agendina/api factories
// (issue #17).
import { describe, expect, it } from 'vitest';
import {
  createStockMovementMutation,
  stockMovementsQueryOptions,
  warehouseOverviewQueryOptions,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, instant, integer, regex, string } from './fixtures.ts';
import { interaction } from './support.ts';
import { unit, movement, page } from './warehouse-matchers.ts';

describe('Warehouse: the ledger and the overview', () => {
  it('GET /warehouse/overview', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the /magazzino overview',
      method: 'GET',
      path: '/warehouse/overview',
      status: 200,
      response: {
        stockValueCents: integer(1900),
        activeProductCount: integer(2),
        underMinimumCount: integer(2),
        underMinimum: eachLike({
          productId: integer(12),
          name: string('Shampoo nutriente 250 ml'),
          unit: unit(),
          quantity: integer(2),
          minimumStock: integer(4),
        }),
        negativeCount: integer(1),
        negative: eachLike({
          productId: integer(13),
          name: string('Tinta 7.1 biondo cenere 60 ml'),
          unit: unit(),
          quantity: integer(-1),
          minimumStock: integer(5),
        }),
        lastMovements: eachLike(movement()),
        openOrderCount: integer(0),
        openOrders: [],
      },
      run: async (app) => {
        const overview = await app.query(warehouseOverviewQueryOptions(app.client));
        expect(overview.negative[0]?.quantity).toBe(-1);
      },
    }));

  it('GET /warehouse/movements', () =>
    interaction({
      state: states.warehouse,
      description: 'a request for the movements of product 12',
      method: 'GET',
      path: '/warehouse/movements',
      query: { productId: '12' },
      status: 200,
      response: page(movement()),
      run: async (app) => {
        const ledger = await app.query(stockMovementsQueryOptions(app.client, { productId: 12 }));
        expect(ledger.content[0]?.balanceAfter).toBe(2);
      },
    }));

  it('POST /warehouse/movements', () =>
    interaction({
      state: states.warehouse,
      description: 'a SCARICO of one piece of product 12 by hand',
      method: 'POST',
      path: '/warehouse/movements',
      headers: {
        'Idempotency-Key': regex('^[\\x21-\\x7E]{1,255}$', '9b2f4c1e-6a3d-4e8b-8c2a-1d5e6f7a8b90'),
      },
      body: { productId: 12, kind: 'SCARICO', quantity: -1, reason: 'Flacone rotto' },
      status: 201,
      response: movement({
        id: integer(5001),
        quantity: integer(-1),
        balanceAfter: integer(1),
        createdAt: instant(),
      }),
      run: async (app) => {
        const written = await app.mutate(
          createStockMovementMutation(app.client, '9b2f4c1e-6a3d-4e8b-8c2a-1d5e6f7a8b90'),
          { productId: 12, kind: 'SCARICO', quantity: -1, reason: 'Flacone rotto' },
        );
        expect(written.balanceAfter).toBe(1);
      },
    }));
});
