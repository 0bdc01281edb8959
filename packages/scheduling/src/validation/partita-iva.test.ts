import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isValidPartitaIva,
  normalisePartitaIva,
  partitaIvaCheckDigit,
  validatePartitaIva,
} from './partita-iva.ts';

describe('Partita IVA', () => {
  it('computes the check digit with the Italian algorithm', () => {
    expect(partitaIvaCheckDigit('0090581100')).toBe(6); // 00905811006, a published number
    expect(partitaIvaCheckDigit('0048841001')).toBe(0); // 00488410010, a published number
    expect(partitaIvaCheckDigit('0111111111')).toBe(6);
    expect(partitaIvaCheckDigit('123')).toBeNull();
  });

  it('validates real numbers (also with IT prefix and spaces)', () => {
    expect(isValidPartitaIva('00905811006')).toBe(true);
    expect(isValidPartitaIva('IT 00905811006')).toBe(true);
    expect(isValidPartitaIva('it00905811006')).toBe(true);
    expect(isValidPartitaIva('00488410010')).toBe(true);
    expect(isValidPartitaIva('00743110157')).toBe(true);
    expect(normalisePartitaIva(' IT 0090 5811006 ')).toBe('00905811006');
  });

  it('rejects a wrong check digit, a wrong length, letters and all zeros', () => {
    expect(isValidPartitaIva('00905811007')).toBe(false);
    expect(isValidPartitaIva('0090581100')).toBe(false);
    expect(isValidPartitaIva('009058110063')).toBe(false);
    expect(isValidPartitaIva('0090581100A')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
  });

  it('accepts exactly one check digit for any 10 digits (except all zeros)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (first10) => {
        const valid = Array.from({ length: 10 }, (_, d) => isValidPartitaIva(first10 + d)).filter(
          Boolean,
        );
        expect(valid).toHaveLength(first10 === '0000000000' ? 0 : 1);
      }),
    );
  });

  it('is optional in forms', () => {
    expect(validatePartitaIva(' ')).toBeNull();
    expect(validatePartitaIva('00905811006')).toBeNull();
    expect(validatePartitaIva('00905811007')).toBe('Partita IVA non valida');
  });
});
