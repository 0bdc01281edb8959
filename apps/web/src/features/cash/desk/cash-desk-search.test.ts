import { describe, expect, it } from 'vitest';
import { validateCashDeskSearch } from './cash-desk-search.ts';

describe('validateCashDeskSearch', () => {
  it('keeps an appointment id, as a number or as the text of one', () => {
    expect(validateCashDeskSearch({ appuntamento: 42 })).toEqual({ appuntamento: 42 });
    expect(validateCashDeskSearch({ appuntamento: '42' })).toEqual({ appuntamento: 42 });
  });

  it('drops anything that is not a positive whole number', () => {
    for (const appuntamento of [0, -3, 1.5, 'abc', '', null, true, {}, Number.MAX_SAFE_INTEGER + 1])
      expect(validateCashDeskSearch({ appuntamento })).toEqual({});
    expect(validateCashDeskSearch({})).toEqual({});
  });
});
