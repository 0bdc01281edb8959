/**
 * Money is integer euro cents everywhere (MODULES.md): 3500 is 35,00 €. These are the bounds a
 * cash desk accepts and the one way an amount is written in an Italian message.
 */

/** The largest price of one line, and of one receipt: 100.000,00 € (the contract's PriceCents). */
export const MAX_CENTS = 10_000_000;

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** "1.234,50 €": how every amount reads in a message or on a receipt. */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

/** A whole number of cents from 0 to MAX_CENTS. */
export function isCents(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_CENTS;
}

/**
 * `amount × numerator / denominator`, rounded half away from zero, in integers only: no float
 * ever touches a cent. The denominator is positive.
 */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  const sign = amount < 0 ? -1 : 1;
  const product = Math.abs(amount) * numerator;
  const rounded = Math.floor((2 * product + denominator) / (2 * denominator));
  return sign * rounded;
}

/**
 * The total of several amounts, e.g. a visit's services at the prices booked: null when any of
 * them is unknown (an older server's appointment), so a total is never shown short.
 */
export function totalCents(amounts: readonly (number | null)[]): number | null {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += amount;
  }
  return total;
}
