import { describe, expect, it } from 'vitest';
import type { Product, PurchaseOrder } from '@agendina/api';
import {
  addProductLine,
  emptyOrderValues,
  orderInputOf,
  formTotalCents,
  validateOrderForm,
} from './order-form.ts';
import { orderListParamsOf, ordersSearchOf } from './orders-search.ts';
import { excessMessages, receiveRequestOf, remainingByProduct } from './receive-form.ts';

const product = { id: 12, name: 'Shampoo nutriente 250 ml', costCents: 950 } as Product;

const order = {
  id: 9,
  number: 7,
  lines: [
    { productId: 12, productName: 'Shampoo nutriente 250 ml', quantity: 6, receivedQuantity: 4 },
    { productId: 13, productName: 'Balsamo 200 ml', quantity: 2, receivedQuantity: 0 },
  ],
} as PurchaseOrder;

describe('a new order', () => {
  it('adds a picked product at its cost, and one more piece when picked again', () => {
    const once = addProductLine([], product);
    expect(once).toEqual([
      { productId: 12, productName: 'Shampoo nutriente 250 ml', quantity: 1, unitCostCents: 950 },
    ]);
    const twice = addProductLine(once, product);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
    expect(formTotalCents(twice)).toBe(1900);
  });

  it('asks for a supplier, a product and a quantity of at least 1', () => {
    expect(validateOrderForm(emptyOrderValues)).toEqual({
      supplierId: 'Scegli il fornitore',
      lines: 'Aggiungi almeno un prodotto',
    });
    const lines = [{ ...addProductLine([], product)[0]!, quantity: 0 }];
    expect(validateOrderForm({ supplierId: 3, notes: '', lines })).toEqual({
      'lines.0.quantity': 'Indica una quantità di almeno 1',
    });
  });

  it('sends the lines and no blank notes', () => {
    expect(orderInputOf({ supplierId: 3, notes: ' ', lines: addProductLine([], product) })).toEqual(
      { supplierId: 3, notes: null, lines: [{ productId: 12, quantity: 1, unitCostCents: 950 }] },
    );
  });
});

describe('receiving goods', () => {
  it('starts from what remains and sends only what arrived', () => {
    const quantities = remainingByProduct(order);
    expect(quantities).toEqual({ 12: 2, 13: 2 });
    expect(receiveRequestOf(order, { 12: 2, 13: 0 }, false)).toEqual({
      lines: [{ productId: 12, quantity: 2 }],
    });
    expect(receiveRequestOf(order, { 12: 3, 13: null }, true)).toEqual({
      lines: [{ productId: 12, quantity: 3 }],
      acceptExcess: true,
    });
  });

  it('says which lines bring more than remains, before anything is sent', () => {
    expect(excessMessages(order, { 12: 2, 13: 2 })).toEqual([]);
    expect(excessMessages(order, { 12: 3, 13: 1 })).toEqual([
      'Shampoo nutriente 250 ml: ricevi 3 ma ne restano 2 da ricevere. Conferma per registrare l’eccedenza.',
    ]);
  });
});

describe('the orders address', () => {
  it('keeps a known status and a page from 2, and counts the API pages from 0', () => {
    expect(ordersSearchOf({ stato: 'INVIATO', pagina: '3' })).toEqual({
      stato: 'INVIATO',
      pagina: 3,
    });
    expect(ordersSearchOf({ stato: 'SPEDITO', pagina: 1 })).toEqual({
      stato: undefined,
      pagina: undefined,
    });
    expect(orderListParamsOf({ stato: 'BOZZA', pagina: 2 })).toEqual({
      status: 'BOZZA',
      page: 1,
      size: 20,
    });
  });
});
