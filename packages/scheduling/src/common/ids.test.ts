import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareIds, readId, sameId } from './ids.ts';

describe('sameId', () => {
  it('matches a number and its text', () => {
    expect(sameId(42, '42')).toBe(true);
    expect(sameId('a', 'a')).toBe(true);
    expect(sameId(1, 2)).toBe(false);
  });

  it('never matches a missing id', () => {
    expect(sameId(null, null)).toBe(false);
    expect(sameId(undefined, 1)).toBe(false);
    expect(sameId(1, null)).toBe(false);
    expect(sameId(1, undefined)).toBe(false);
  });
});

describe('compareIds', () => {
  it('orders numeric ids by value, whatever their spelling', () => {
    expect(compareIds(2, 10)).toBeLessThan(0);
    expect(compareIds('10', 2)).toBeGreaterThan(0);
    expect(compareIds(7, '7')).toBe(0);
  });

  it('puts numeric ids before text ids and orders text by code unit', () => {
    expect(compareIds(5, 'abc')).toBeLessThan(0);
    expect(compareIds('abc', 5)).toBeGreaterThan(0);
    expect(compareIds('abc', 'abd')).toBeLessThan(0);
    expect(compareIds('b', 'a')).toBeGreaterThan(0);
    expect(compareIds('x', 'x')).toBe(0);
  });

  it('is a total order (antisymmetric, transitive through sorting)', () => {
    const id = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(Math.sign(compareIds(a, b))).toBe(-Math.sign(compareIds(b, a)) || 0);
      }),
    );
    fc.assert(
      fc.property(fc.array(id), (ids) => {
        const sorted = [...ids].sort(compareIds);
        for (let i = 1; i < sorted.length; i++)
          expect(compareIds(sorted[i - 1] as string, sorted[i] as string)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('readId', () => {
  it('keeps finite numbers and non-blank text (trimmed)', () => {
    expect(readId(3)).toBe(3);
    expect(readId(' a1 ')).toBe('a1');
  });

  it('rejects everything else', () => {
    expect(readId(Number.NaN)).toBeNull();
    expect(readId(Infinity)).toBeNull();
    expect(readId('  ')).toBeNull();
    expect(readId(null)).toBeNull();
    expect(readId({})).toBeNull();
  });
});
