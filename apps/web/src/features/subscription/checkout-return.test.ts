import { describe, expect, it } from 'vitest';
import { checkoutReturnOf, subscriptionSearchOf } from './checkout-return.ts';

describe('the return from the card page', () => {
  it('reads the checkout id and the cancelled flag the router parsed', () => {
    expect(subscriptionSearchOf({ checkout: 'tcs_8Jq2vN5xR1mK7pL3' })).toEqual({
      checkout: 'tcs_8Jq2vN5xR1mK7pL3',
      cancelled: undefined,
    });
    expect(subscriptionSearchOf({ checkout: 'tcs_8Jq2vN5xR1mK7pL3', cancelled: 1 })).toEqual({
      checkout: 'tcs_8Jq2vN5xR1mK7pL3',
      cancelled: true,
    });
    // An id of digits alone arrives as a number.
    expect(subscriptionSearchOf({ checkout: 12345678 }).checkout).toBe('12345678');
  });

  it('drops an id the contract would refuse, and a flag without an id', () => {
    expect(subscriptionSearchOf({ checkout: 'corto', cancelled: 1 })).toEqual({
      checkout: undefined,
      cancelled: undefined,
    });
    expect(
      subscriptionSearchOf({ checkout: '<script>alert(1)</script>' }).checkout,
    ).toBeUndefined();
    expect(checkoutReturnOf({})).toBeNull();
    expect(checkoutReturnOf({ checkout: 'tcs_8Jq2vN5xR1mK7pL3' })).toEqual({
      checkoutId: 'tcs_8Jq2vN5xR1mK7pL3',
      cancelled: false,
    });
  });
});
