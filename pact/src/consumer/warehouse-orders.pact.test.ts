import { describe, expect, it } from 'vitest';
import {
  cancelPurchaseOrderMutation,
  createPurchaseOrderMutation,
  describeError,
  issueReceiptMutation,
  proposePurchaseOrdersMutation,
  purchaseOrderQueryOptions,
  purchaseOrdersQueryOptions,
  receivePurchaseOrderMutation,
  sendPurchaseOrderMutation,
  updatePurchaseOrderMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { eachLike, errorBody, instant, integer, oneOf, regex, string } from './fixtures.ts';
import { interaction } from './support.ts';

// /magazzino/ordini: orders to supplier 3 for product 12 (Shampoo nutriente 250 ml), "Proponi
// ordine", receiving goods, and product 12 sold at the cash desk. The count is in its own file.

const orderStatus = (example: string) =>
  oneOf(['BOZZA', 'INVIATO', 'PARZIALMENTE_RICEVUTO', 'RICEVUTO', 'ANNULLATO'], example);
const KEY = '0d6f2c1a-8b4e-4f3a-9c2d-5e7f1a2b3c4d';

/** An order line as the order page shows it (product, ordered, received, cost). */
const orderLine = (quantity: number, received: number) => ({
  productId: 12,
  productName: string('Shampoo nutriente 250 ml'),
  ean: string('8001090123459'),
  unit: oneOf(['PZ', 'ML', 'G', 'CONF'], 'PZ'),
  quantity: integer(quantity),
  receivedQuantity: integer(received),
  unitCostCents: integer(950),
  totalCents: integer(quantity * 950),
});

const order = (
  status: string,
  received: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  id: 9,
  number: integer(7),
  supplierId: 3,
  supplierName: string('Forniture Bellezza Srl'),
  status,
  notes: null,
  lines: eachLike(orderLine(6, received)),
  totalCents: integer(5700),
  createdAt: instant('2030-03-05T17:42:11+01:00'),
  sentAt: status === 'BOZZA' ? null : instant('2030-03-05T18:00:00+01:00'),
  closedAt: status === 'RICEVUTO' || status === 'ANNULLATO' ? instant() : null,
  ...overrides,
});

const draftInput = {
  supplierId: 3,
  notes: null,
  lines: [{ productId: 12, quantity: 6, unitCostCents: 950 }],
};

describe('Orders to suppliers', () => {
  it('GET /warehouse/orders', () =>
    interaction({
      state: states.partlyReceivedOrder,
      description: 'a request for the open orders to suppliers',
      method: 'GET',
      path: '/warehouse/orders',
      query: { open: 'true' },
      status: 200,
      response: {
        content: eachLike({
          id: 9,
          number: integer(7),
          supplierId: 3,
          supplierName: string('Forniture Bellezza Srl'),
          status: orderStatus('PARZIALMENTE_RICEVUTO'),
          lineCount: integer(1),
          totalCents: integer(5700),
          createdAt: instant(),
          sentAt: instant(),
        }),
        page: integer(0),
        size: integer(20),
        totalElements: integer(1),
        totalPages: integer(1),
      },
      run: async (app) => {
        const page = await app.query(purchaseOrdersQueryOptions(app.client, { open: true }));
        expect(page.content[0]?.status).toBe('PARZIALMENTE_RICEVUTO');
      },
    }));

  it('GET /warehouse/orders/{id}', () =>
    interaction({
      state: states.partlyReceivedOrder,
      description: 'a request for order 9',
      method: 'GET',
      path: '/warehouse/orders/9',
      status: 200,
      response: order('PARZIALMENTE_RICEVUTO', 4),
      run: async (app) => {
        const one = await app.query(purchaseOrderQueryOptions(app.client, 9));
        expect(one.lines[0]?.receivedQuantity).toBe(4);
      },
    }));

  it('POST /warehouse/orders', () =>
    interaction({
      state: states.productUnderMinimum,
      description: 'a new draft order to supplier 3 for 6 of product 12',
      method: 'POST',
      path: '/warehouse/orders',
      body: draftInput,
      status: 201,
      response: order('BOZZA', 0, { id: integer(5001), number: integer(1) }),
      run: async (app) => {
        const created = await app.mutate(createPurchaseOrderMutation(app.client), draftInput);
        expect(created.status).toBe('BOZZA');
      },
    }));

  it('POST /warehouse/orders/propose', () =>
    interaction({
      state: states.productUnderMinimum,
      description: 'a Proponi ordine with product 12 under its minimum',
      method: 'POST',
      path: '/warehouse/orders/propose',
      status: 201,
      response: {
        // 1 in stock, minimum 5: back to twice the minimum, 9 pieces.
        orders: eachLike(
          order('BOZZA', 0, {
            id: integer(5001),
            number: integer(1),
            lines: eachLike(orderLine(9, 0)),
            totalCents: integer(8550),
          }),
        ),
        withoutSupplier: [],
      },
      run: async (app) => {
        const proposal = await app.mutate(proposePurchaseOrdersMutation(app.client), undefined);
        expect(proposal.orders[0]?.lines[0]?.quantity).toBe(9);
      },
    }));

  it('PUT /warehouse/orders/{id}', () =>
    interaction({
      state: states.draftOrder,
      description: 'an edit of draft order 9 to 10 pieces',
      method: 'PUT',
      path: '/warehouse/orders/9',
      body: { ...draftInput, lines: [{ productId: 12, quantity: 10, unitCostCents: 950 }] },
      status: 200,
      response: order('BOZZA', 0, {
        lines: eachLike(orderLine(10, 0)),
        totalCents: integer(9500),
      }),
      run: async (app) => {
        const saved = await app.mutate(updatePurchaseOrderMutation(app.client, 9), {
          ...draftInput,
          lines: [{ productId: 12, quantity: 10, unitCostCents: 950 }],
        });
        expect(saved.totalCents).toBe(9500);
      },
    }));

  it('POST /warehouse/orders/{id}/send', () =>
    interaction({
      state: states.draftOrder,
      description: 'a send of draft order 9 to its supplier',
      method: 'POST',
      path: '/warehouse/orders/9/send',
      status: 200,
      response: order('INVIATO', 0, { sentAt: instant() }),
      run: async (app) => {
        const sent = await app.mutate(sendPurchaseOrderMutation(app.client), 9);
        expect(sent.status).toBe('INVIATO');
      },
    }));

  it('POST /warehouse/orders/{id}/cancel', () =>
    interaction({
      state: states.draftOrder,
      description: 'a cancel of draft order 9',
      method: 'POST',
      path: '/warehouse/orders/9/cancel',
      status: 200,
      response: order('ANNULLATO', 0, { sentAt: null }),
      run: async (app) => {
        const cancelled = await app.mutate(cancelPurchaseOrderMutation(app.client), 9);
        expect(cancelled.status).toBe('ANNULLATO');
      },
    }));

  it('POST /warehouse/orders/{id}/receive', () =>
    interaction({
      state: states.partlyReceivedOrder,
      description: 'a receipt of the last 2 pieces of order 9',
      method: 'POST',
      path: '/warehouse/orders/9/receive',
      headers: { 'Idempotency-Key': regex('^[A-Za-z0-9-]{8,100}$', KEY) },
      body: { lines: [{ productId: 12, quantity: 2 }] },
      status: 200,
      response: order('RICEVUTO', 6),
      run: async (app) => {
        const received = await app.mutate(receivePurchaseOrderMutation(app.client, KEY), {
          id: 9,
          body: { lines: [{ productId: 12, quantity: 2 }] },
        });
        expect(received.status).toBe('RICEVUTO');
      },
    }));

  it('POST /warehouse/orders/{id}/receive (more than expected)', () =>
    interaction({
      state: states.partlyReceivedOrder,
      description: 'a receipt of 8 pieces of order 9 when 2 are expected, not confirmed',
      method: 'POST',
      path: '/warehouse/orders/9/receive',
      headers: { 'Idempotency-Key': regex('^[A-Za-z0-9-]{8,100}$', KEY) },
      body: { lines: [{ productId: 12, quantity: 8 }] },
      status: 409,
      response: errorBody(
        'Shampoo nutriente 250 ml: ricevi 8 ma ne restano 2 da ricevere. Conferma per registrare l’eccedenza.',
        'OVER_RECEIPT',
      ),
      run: async (app) => {
        const error = await app
          .mutate(receivePurchaseOrderMutation(app.client, KEY), {
            id: 9,
            body: { lines: [{ productId: 12, quantity: 8 }] },
          })
          .catch((e: unknown) => e);
        // The receive dialog asks for confirmation with the server's own words.
        expect(describeError(error).message).toMatch(/ne restano 2 da ricevere/);
      },
    }));
});

describe('Products at the cash desk', () => {
  const sale = {
    lines: [
      {
        description: 'Shampoo nutriente 250 ml',
        quantity: 2,
        unitPriceCents: 1800,
        vatRate: 22 as const,
        productId: 12,
      },
    ],
    payments: [{ method: 'CARTA' as const, amountCents: 3600 }],
  };

  it('POST /cash/receipts (a product line)', () =>
    interaction({
      state: states.productUnderMinimum,
      description: 'an Incassa of 2 pieces of product 12 paid by card',
      method: 'POST',
      path: '/cash/receipts',
      headers: { 'Idempotency-Key': regex('^[A-Za-z0-9-]{8,100}$', KEY) },
      body: sale,
      status: 201,
      response: {
        id: integer(5001),
        appointmentIds: [],
        lines: eachLike({ productId: 12, quantity: integer(2) }),
        totals: { totalCents: integer(3600) },
      },
      run: async (app) => {
        const receipt = await app.mutate(issueReceiptMutation(app.client, KEY), sale);
        expect(receipt.lines[0]?.productId).toBe(12);
      },
    }));
});
