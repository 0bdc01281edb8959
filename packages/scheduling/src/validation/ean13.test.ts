import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ean13CheckDigit, isValidEan13, validateEan13 } from './ean13.ts';

describe('EAN-13', () => {
  it('computes the check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7); // GS1's own example
    expect(ean13CheckDigit('000000000000')).toBe(0);
    expect(ean13CheckDigit('12345')).toBeNull();
  });

  it('validates real codes and rejects a wrong check digit or length', () => {
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13(' 5901234123457 ')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339311')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('accepts exactly one check digit for any 12 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (first12) => {
        const valid = Array.from({ length: 10 }, (_, d) => isValidEan13(first12 + d)).filter(
          Boolean,
        );
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (first12, pos, delta) => {
          const code = first12 + String(ean13CheckDigit(first12));
          const typo =
            code.slice(0, pos) + String((Number(code[pos]) + delta) % 10) + code.slice(pos + 1);
          expect(isValidEan13(typo)).toBe(false);
        },
      ),
    );
  });

  it('is optional in forms', () => {
    expect(validateEan13('')).toBeNull();
    expect(validateEan13('4006381333931')).toBeNull();
    expect(validateEan13('4006381333932')).toBe('Codice EAN-13 non valido');
  });
});
