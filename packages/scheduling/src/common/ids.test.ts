import { describe, expect, it } from 'vitest';
import { readId } from './ids.ts';

describe('readId', () => {
  it('reads a positive whole number, also written as text', () => {
    expect(readId(42)).toBe(42);
    expect(readId('42')).toBe(42);
    expect(readId(' 7 ')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const value of [
      0,
      -3,
      1.5,
      Number.MAX_SAFE_INTEGER + 1,
      NaN,
      '',
      'a7',
      '1.5',
      '-2',
      null,
      undefined,
      {},
    ])
      expect(readId(value)).toBeNull();
  });
});
