import { formatEuro } from './cents.ts';
import { spreadCents } from './discount.ts';
import type { MoneyProblem, PricedLine } from './receipt.ts';

/**
 * An advance (acconto) is money the client paid before the visit, certified when it was paid
 * (art. 6, comma 4, DPR 633/72: the operation is effected, for the amount paid, when it is paid;
 * decision 0064). The final receipt deducts it: it lowers what is due now and the VAT certified
 * now. It is not a discount: the price stays the price, nothing was given away, so it is counted
 * apart from the discounts (PricedReceipt.advanceCents, never in discountCents).
 *
 * Where the problem is: the request's deposit, beside which the desk shows it.
 */
export const ADVANCE_PATH = 'deposit';

/** Why an advance of `advanceCents` cannot be deducted from `dueCents`, or null. */
export function advanceProblem(advanceCents: number, dueCents: number): MoneyProblem | null {
  if (!Number.isSafeInteger(advanceCents) || advanceCents < 0)
    return {
      path: ADVANCE_PATH,
      message: "L'acconto deve essere un importo positivo in centesimi",
    };
  if (advanceCents > dueCents)
    return {
      path: ADVANCE_PATH,
      message: `L'acconto già versato (${formatEuro(advanceCents)}) supera il totale dello scontrino (${formatEuro(dueCents)}): rimborsalo dall'appuntamento oppure togli gli sconti`,
    };
  return null;
}

/**
 * Spreads the advance over the lines in proportion to what each still costs after every
 * discount (largest remainder: no cent lost or created, spreadCents), so each VAT rate gives up
 * its share and the VAT is taken out of what is left, as the fiscal document certifies it. No
 * line gives more than it costs. The caller checks advanceProblem() first.
 */
export function spreadAdvance(lines: readonly PricedLine[], advanceCents: number): PricedLine[] {
  const shares = spreadCents(
    advanceCents,
    lines.map((line) => line.totalCents),
  );
  return lines.map((line, index) => {
    const share = shares[index] ?? 0;
    return {
      ...line,
      advanceCents: line.advanceCents + share,
      totalCents: line.totalCents - share,
    };
  });
}
