import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MOVEMENT_REASON_REQUIRED_MESSAGE,
  countAdjustment,
  manualMovementErrors,
  movementSignError,
  stockValueCents,
} from './movements.ts';
import {
  orderLineTotalCents,
  orderTotalCents,
  overReceiptMessage,
  purchaseOrderTransition,
  remainingToReceive,
  statusAfterReceipt,
} from './purchase-order.ts';
import { productSettingsOf } from './product.ts';
import { isUnderMinimum, proposeReorderQuantity } from './reorder.ts';

describe('purchaseOrderTransition', () => {
  it('follows BOZZA → INVIATO → PARZIALMENTE_RICEVUTO → RICEVUTO, or ANNULLATO', () => {
    expect(purchaseOrderTransition('BOZZA', 'SEND')).toEqual({ ok: true });
    expect(purchaseOrderTransition('BOZZA', 'EDIT')).toEqual({ ok: true });
    expect(purchaseOrderTransition('INVIATO', 'RECEIVE')).toEqual({ ok: true });
    expect(purchaseOrderTransition('PARZIALMENTE_RICEVUTO', 'RECEIVE')).toEqual({ ok: true });
    expect(purchaseOrderTransition('BOZZA', 'CANCEL')).toEqual({ ok: true });
    expect(purchaseOrderTransition('INVIATO', 'CANCEL')).toEqual({ ok: true });
  });

  it('refuses every other change with an Italian reason', () => {
    expect(purchaseOrderTransition('BOZZA', 'RECEIVE')).toEqual({
      ok: false,
      message: 'Un ordine in bozza va prima inviato al fornitore',
    });
    expect(purchaseOrderTransition('PARZIALMENTE_RICEVUTO', 'CANCEL')).toEqual({
      ok: false,
      message: 'Un ordine già ricevuto in parte non si può annullare',
    });
    expect(purchaseOrderTransition('INVIATO', 'EDIT')).toEqual({
      ok: false,
      message: 'Solo un ordine in bozza si può modificare',
    });
    expect(purchaseOrderTransition('RICEVUTO', 'RECEIVE')).toEqual({
      ok: false,
      message: 'Questo ordine è già stato ricevuto per intero',
    });
    expect(purchaseOrderTransition('ANNULLATO', 'SEND')).toEqual({
      ok: false,
      message: 'Questo ordine è annullato: non si può più modificare',
    });
  });

  it('is RICEVUTO only when every line has arrived in full', () => {
    expect(statusAfterReceipt([{ quantity: 6, receivedQuantity: 4 }])).toBe(
      'PARZIALMENTE_RICEVUTO',
    );
    expect(
      statusAfterReceipt([
        { quantity: 6, receivedQuantity: 7 },
        { quantity: 2, receivedQuantity: 2 },
      ]),
    ).toBe('RICEVUTO');
    expect(remainingToReceive({ quantity: 6, receivedQuantity: 7 })).toBe(0);
    expect(overReceiptMessage('Shampoo', 8, 2)).toBe(
      'Shampoo: ricevi 8 ma ne restano 2 da ricevere. Conferma per registrare l’eccedenza.',
    );
  });
});

describe('orderTotalCents', () => {
  it('sums quantity × unit cost of every line, in cents', () => {
    expect(orderLineTotalCents({ quantity: 6, unitCostCents: 950 })).toBe(5700);
    expect(
      orderTotalCents([
        { quantity: 6, unitCostCents: 950 },
        { quantity: 3, unitCostCents: 820 },
      ]),
    ).toBe(8160);
    expect(orderTotalCents([])).toBe(0);
  });
});

describe('proposeReorderQuantity', () => {
  it('brings a product under its minimum back to twice the minimum', () => {
    expect(proposeReorderQuantity({ quantity: 1, minimumStock: 4, onOrder: 0 })).toBe(7);
    expect(proposeReorderQuantity({ quantity: -2, minimumStock: 3, onOrder: 0 })).toBe(8);
  });

  it('counts what is already on order, and never proposes without a minimum', () => {
    expect(proposeReorderQuantity({ quantity: 1, minimumStock: 4, onOrder: 3 })).toBe(0);
    expect(proposeReorderQuantity({ quantity: 1, minimumStock: 4, onOrder: 2 })).toBe(5);
    expect(proposeReorderQuantity({ quantity: -5, minimumStock: 0, onOrder: 0 })).toBe(0);
  });

  it('always leaves quantity + on order + proposal at least at the minimum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (quantity, minimumStock, onOrder) => {
          const proposal = proposeReorderQuantity({ quantity, minimumStock, onOrder });
          expect(proposal).toBeGreaterThanOrEqual(0);
          if (proposal > 0) {
            expect(quantity + onOrder + proposal).toBe(2 * minimumStock);
          } else if (minimumStock > 0) {
            expect(quantity + onOrder).toBeGreaterThanOrEqual(minimumStock);
          }
        },
      ),
    );
  });

  it('flags under minimum only with a minimum', () => {
    expect(isUnderMinimum(1, 4)).toBe(true);
    expect(isUnderMinimum(4, 4)).toBe(false);
    expect(isUnderMinimum(-1, 0)).toBe(false);
  });
});

describe('movementSignError', () => {
  it('wants stock in positive and stock out negative, never zero', () => {
    expect(movementSignError('CARICO', 3)).toBeNull();
    expect(movementSignError('CARICO', -3)).toBe(
      'Un carico aggiunge merce: la quantità deve essere positiva',
    );
    expect(movementSignError('SCARICO', 2)).toBe(
      'Uno scarico toglie merce: la quantità deve essere negativa',
    );
    expect(movementSignError('USO_INTERNO', -1)).toBeNull();
    expect(movementSignError('RESO', 2)).toBeNull();
    expect(movementSignError('RETTIFICA', -2)).toBeNull();
    expect(movementSignError('RETTIFICA', 0)).toBe('La quantità non può essere zero');
  });

  it('values only stock above zero, and adjusts by counted minus current', () => {
    expect(stockValueCents(3, 950)).toBe(2850);
    expect(stockValueCents(-2, 950)).toBe(0);
    expect(countAdjustment(5, 7)).toBe(-2);
  });
});

describe('manualMovementErrors', () => {
  it('says each broken rule on its field: the sign on the quantity, the missing reason', () => {
    expect(manualMovementErrors({ kind: 'RETTIFICA', quantity: 0, reason: '  ' })).toEqual({
      quantity: 'La quantità non può essere zero',
      reason: MOVEMENT_REASON_REQUIRED_MESSAGE,
    });
    expect(manualMovementErrors({ kind: 'CARICO', quantity: -2, reason: null })).toEqual({
      quantity: 'Un carico aggiunge merce: la quantità deve essere positiva',
    });
  });

  it('asks a reason only of a RETTIFICA, and finds nothing in a movement that fits', () => {
    expect(manualMovementErrors({ kind: 'SCARICO', quantity: -1, reason: null })).toEqual({});
    expect(manualMovementErrors({ kind: 'RETTIFICA', quantity: 4, reason: 'Inventario' })).toEqual(
      {},
    );
  });
});

describe('productSettingsOf', () => {
  it('keeps the settings of a product and leaves its names and stock out', () => {
    const settings = {
      use: 'RIVENDITA',
      unit: 'PZ',
      costCents: 450,
      salePriceCents: 990,
      vatRate: 22,
      minimumStock: 3,
      active: true,
      supplierId: 7,
    } as const;
    const product = { ...settings, name: 'Shampoo', quantity: 5 };
    expect(productSettingsOf(product)).toEqual(settings);
  });
});
