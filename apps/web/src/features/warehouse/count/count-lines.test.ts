import { describe, expect, it } from 'vitest';
import type { InventoryCountLine } from '@agendina/api';
import { adjustmentsToWrite, closeQuestion, signedDifference } from './count-lines.ts';

const line = (countedQuantity: number, currentQuantity: number): InventoryCountLine => ({
  productId: countedQuantity * 100 + currentQuantity,
  productName: 'Shampoo',
  ean: null,
  unit: 'PZ',
  countedQuantity,
  currentQuantity,
  difference: countedQuantity - currentQuantity,
  countedAt: '2026-11-19T09:30:00Z',
});

describe('closing a count', () => {
  it('writes one RETTIFICA per product whose count differs, and says so first', () => {
    const lines = [line(3, 2), line(5, 5), line(0, -1)];
    expect(adjustmentsToWrite(lines)).toBe(2);
    expect(closeQuestion(lines)).toContain('3 prodotti contati: verranno scritte 2 rettifiche');
    expect(closeQuestion([line(1, 1)])).toContain('nessuna differenza');
    expect(closeQuestion([line(2, 1)])).toContain('1 prodotto contato: verrà scritta 1 rettifica');
  });

  it('shows differences with their sign', () => {
    expect([signedDifference(2), signedDifference(-1), signedDifference(0)]).toEqual([
      '+2',
      '-1',
      '0',
    ]);
  });
});
