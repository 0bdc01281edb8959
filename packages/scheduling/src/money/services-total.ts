/**
 * The price of a visit before the cash desk: the sum of its services' list prices, in integer
 * cents. A service without a price (null) adds nothing and is counted, so a screen can say the
 * total is partial instead of showing a wrong amount as if it were whole.
 */
export interface ServicesTotal {
  readonly cents: number;
  /** How many of the services have no price. */
  readonly unpriced: number;
}

export function servicesTotal(prices: readonly (number | null)[]): ServicesTotal {
  let cents = 0;
  let unpriced = 0;
  for (const price of prices) {
    if (price === null || !Number.isSafeInteger(price) || price < 0) unpriced += 1;
    else cents += price;
  }
  return { cents, unpriced };
}
