import type { DiscountKind } from '@agendina/contract';
import { formatEuro, mulDivRound } from './cents.ts';

/** A discount as typed at the desk: PERCENT in basis points (1000 = 10%), AMOUNT in cents. */
export interface Discount {
  kind: DiscountKind;
  value: number;
}

/** 100% in basis points. */
export const FULL_PERCENT = 10_000;

/** What a discount takes off an amount, in cents, rounded half up; never more than the amount. */
export function discountOf(amountCents: number, discount: Discount | undefined): number {
  if (!discount) return 0;
  const cents =
    discount.kind === 'PERCENT'
      ? mulDivRound(amountCents, discount.value, FULL_PERCENT)
      : discount.value;
  return Math.min(cents, amountCents);
}

/** The Italian message for a discount that cannot apply to `amountCents`, or null. */
export function discountProblem(amountCents: number, discount: Discount): string | null {
  if (!Number.isSafeInteger(discount.value) || discount.value < 0)
    return 'Lo sconto deve essere un numero positivo';
  if (discount.kind === 'PERCENT' && discount.value > FULL_PERCENT)
    return 'Lo sconto in percentuale va da 0% a 100%';
  if (discount.kind === 'AMOUNT' && discount.value > amountCents)
    return `Lo sconto non può superare l'importo (${formatEuro(amountCents)})`;
  return null;
}

/**
 * Spreads `totalCents` over parts in proportion to their weights without losing or creating a
 * cent (largest remainder: each part gets its floor, the cents left go to the largest
 * remainders, ties to the earlier part). Weights are non-negative integers; when they are all
 * zero, nothing can be spread and `totalCents` must be 0.
 */
export function spreadCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const exact = totalCents * weight;
    return { index, cents: Math.floor(exact / sum), remainder: exact % sum };
  });
  let left = totalCents - shares.reduce((a, s) => a + s.cents, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.cents += 1;
    left -= 1;
  }
  return shares.map((s) => s.cents);
}
