// The inventory count of the stock room (/magazzino/inventario): open, count a product, close with
// its RETTIFICA, cancel, through the real @agendina/api factories (issue #17).
import { describe, expect, it } from 'vitest';
import {
  cancelInventoryCountMutation,
  closeInventoryCountMutation,
  inventoryCountQueryOptions,
  inventoryCountsQueryOptions,
  openInventoryCountMutation,
  setInventoryCountLineMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, instant, integer, oneOf, string } from './fixtures.ts';
import { interaction } from './support.ts';
import { nullableInstant } from './warehouse-matchers.ts';

const countStatus = (example: string) => oneOf(['APERTO', 'CHIUSO', 'ANNULLATO'], example);

const countLine = (counted: number, current: number) => ({
  productId: 12,
  productName: string('Shampoo nutriente 250 ml'),
  ean: string('8001090123459'),
  unit: oneOf(['PZ', 'ML', 'G', 'CONF'], 'PZ'),
  countedQuantity: integer(counted),
  currentQuantity: integer(current),
  difference: integer(counted - current),
  countedAt: instant('2030-03-07T18:35:00+01:00'),
});

const count = (status: string, overrides: Record<string, unknown> = {}) => ({
  id: 21,
  status,
  note: string('Inventario di fine mese'),
  openedAt: instant('2030-03-07T18:30:00+01:00'),
  openedBy: string('Salone Bellavista'),
  closedAt: nullableInstant(status === 'APERTO' ? null : '2030-03-07T19:00:00+01:00'),
  adjustmentCount: integer(status === 'CHIUSO' ? 1 : 0),
  lines: eachLike(countLine(3, 1)),
  ...overrides,
});

describe('Inventory counts', () => {
  it('GET /warehouse/counts', () =>
    interaction({
      state: states.openCount,
      description: 'a request for the inventory counts',
      method: 'GET',
      path: '/warehouse/counts',
      status: 200,
      response: eachLike({
        id: 21,
        status: countStatus('APERTO'),
        note: string('Inventario di fine mese'),
        openedAt: instant(),
        closedAt: null,
        lineCount: integer(1),
        adjustmentCount: integer(0),
      }),
      run: async (app) => {
        const counts = await app.query(inventoryCountsQueryOptions(app.client));
        expect(counts[0]?.status).toBe('APERTO');
      },
    }));

  it('POST /warehouse/counts', () =>
    interaction({
      state: states.productUnderMinimum,
      description: 'an opening of an inventory count',
      method: 'POST',
      path: '/warehouse/counts',
      body: { note: 'Inventario di fine mese' },
      status: 201,
      response: count('APERTO', { id: integer(5001), lines: [] }),
      run: async (app) => {
        const opened = await app.mutate(
          openInventoryCountMutation(app.client),
          'Inventario di fine mese',
        );
        expect(opened.status).toBe('APERTO');
      },
    }));

  it('GET /warehouse/counts/{id}', () =>
    interaction({
      state: states.openCount,
      description: 'a request for inventory count 21',
      method: 'GET',
      path: '/warehouse/counts/21',
      status: 200,
      response: count('APERTO'),
      run: async (app) => {
        const one = await app.query(inventoryCountQueryOptions(app.client, 21));
        expect(one.lines[0]?.difference).toBe(2);
      },
    }));

  it('PUT /warehouse/counts/{id}/lines/{productId}', () =>
    interaction({
      state: states.openCount,
      description: 'a count of 4 pieces of product 12 in count 21',
      method: 'PUT',
      path: '/warehouse/counts/21/lines/12',
      body: { countedQuantity: 4 },
      status: 200,
      response: { ...countLine(4, 1), countedAt: instant() },
      run: async (app) => {
        const line = await app.mutate(setInventoryCountLineMutation(app.client, 21), {
          productId: 12,
          countedQuantity: 4,
        });
        expect(line.difference).toBe(3);
      },
    }));

  it('POST /warehouse/counts/{id}/close', () =>
    interaction({
      state: states.openCount,
      description: 'a closing of inventory count 21',
      method: 'POST',
      path: '/warehouse/counts/21/close',
      status: 200,
      response: count('CHIUSO'),
      run: async (app) => {
        const closed = await app.mutate(closeInventoryCountMutation(app.client), 21);
        expect(closed.adjustmentCount).toBe(1);
      },
    }));

  it('POST /warehouse/counts/{id}/cancel', () =>
    interaction({
      state: states.openCount,
      description: 'a cancel of inventory count 21',
      method: 'POST',
      path: '/warehouse/counts/21/cancel',
      status: 200,
      response: count('ANNULLATO'),
      run: async (app) => {
        const cancelled = await app.mutate(cancelInventoryCountMutation(app.client), 21);
        expect(cancelled.status).toBe('ANNULLATO');
      },
    }));
});
