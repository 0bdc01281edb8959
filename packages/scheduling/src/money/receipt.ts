import { advanceProblem, spreadAdvance } from './advance.ts';
import { formatEuro, isCents, MAX_CENTS } from './cents.ts';
import { discountOf, discountProblem, spreadCents } from './discount.ts';
import type { Discount } from './discount.ts';
import { vatByRate, vatCodeProblem } from './vat.ts';
import type { VatCode, VatGroup } from './vat.ts';

/** The most pieces of one line. */
export const MAX_QUANTITY = 999;

/** A line of a receipt as drafted at the desk: prices are gross (VAT included), in cents. */
export interface DraftLine extends VatCode {
  description: string;
  quantity: number;
  unitPriceCents: number;
  discount?: Discount | undefined;
}

/** A line with its amounts worked out: what it costs, the discounts on it, what is paid. */
export interface PricedLine extends DraftLine {
  /** quantity × unit price. */
  grossCents: number;
  lineDiscountCents: number;
  /** This line's share of the receipt's total discount. */
  sharedDiscountCents: number;
  /** This line's share of an advance already paid and certified (acconto): not a discount. */
  advanceCents: number;
  /** What the client pays now for this line, VAT included: what the receipt certifies of it. */
  totalCents: number;
}

export interface PricedReceipt {
  lines: PricedLine[];
  /** Before any discount. */
  grossCents: number;
  /** Line discounts and the total discount together. */
  discountCents: number;
  /** An advance paid before (acconto), deducted: grossCents - discountCents - advanceCents = totalCents. */
  advanceCents: number;
  /** What is due now, VAT included, and what this receipt certifies. */
  totalCents: number;
  vat: VatGroup[];
  vatCents: number;
  netCents: number;
}

/** Where a problem is ("lines.1.quantity", "discount") and what to tell the user. */
export interface MoneyProblem {
  path: string;
  message: string;
}

export type Priced = { ok: true; receipt: PricedReceipt } | { ok: false; problems: MoneyProblem[] };

function lineProblems(line: DraftLine, index: number): MoneyProblem[] {
  const at = (field: string, message: string) => ({ path: `lines.${index}.${field}`, message });
  const problems: MoneyProblem[] = [];
  if (line.description.trim() === '') problems.push(at('description', 'Scrivi cosa si vende'));
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY)
    problems.push(at('quantity', `La quantità va da 1 a ${MAX_QUANTITY} pezzi`));
  if (!isCents(line.unitPriceCents))
    problems.push(
      at('unitPriceCents', `Il prezzo va da ${formatEuro(0)} a ${formatEuro(MAX_CENTS)}`),
    );
  const vat = vatCodeProblem(line);
  if (vat) problems.push(at('vatRate', vat));
  if (problems.length > 0) return problems;
  const gross = line.quantity * line.unitPriceCents;
  if (gross > MAX_CENTS)
    problems.push(at('quantity', `Una riga non può superare ${formatEuro(MAX_CENTS)}`));
  else if (line.discount) {
    const discount = discountProblem(gross, line.discount);
    if (discount) problems.push(at('discount', discount));
  }
  return problems;
}

/**
 * A receipt certifies a sale to the Agenzia delle Entrate; one of 0 € (a free line, a 100 %
 * discount, no payment) certifies none and would still take a number and a fiscal document.
 * A free service is simply not rung up (decision 0042).
 */
export const ZERO_TOTAL_MESSAGE =
  'Lo scontrino deve avere un totale maggiore di zero: un servizio gratuito non si batte in cassa';

/** An advance that covers the whole receipt leaves nothing to certify now (decision 0064). */
export const ADVANCE_COVERS_ALL_MESSAGE =
  "L'acconto già versato copre tutto lo scontrino: non resta niente da incassare";

/**
 * Why a priced receipt of `totalCents` cannot be issued, or null (issue #32); `advanceCents` is
 * the acconto it deducted, which tells a visit paid in advance from a free one.
 */
export function receiptTotalProblem(totalCents: number, advanceCents = 0): MoneyProblem | null {
  if (totalCents > 0) return null;
  return {
    path: 'lines',
    message: advanceCents > 0 ? ADVANCE_COVERS_ALL_MESSAGE : ZERO_TOTAL_MESSAGE,
  };
}

/**
 * Prices a receipt: each line's gross less its own discount, then the receipt's discount spread
 * over the lines in proportion to what is left of them (no cent lost or created), then an
 * advance already paid (`advanceCents`, the acconto of decision 0064) spread the same way, then
 * the VAT taken out by rate (vatByRate) of what is left to pay. Anything that cannot be priced
 * comes back as Italian problems, all at once, so the desk can show each beside its field.
 */
export function priceReceipt(
  lines: readonly DraftLine[],
  discount?: Discount,
  advanceCents = 0,
): Priced {
  if (lines.length === 0)
    return { ok: false, problems: [{ path: 'lines', message: 'Aggiungi almeno una riga' }] };
  const problems = lines.flatMap(lineProblems);
  if (problems.length > 0) return { ok: false, problems };

  const afterLine = lines.map((line) => {
    const grossCents = line.quantity * line.unitPriceCents;
    return { line, grossCents, lineDiscountCents: discountOf(grossCents, line.discount) };
  });
  const subtotal = afterLine.reduce((sum, l) => sum + l.grossCents - l.lineDiscountCents, 0);
  if (subtotal > MAX_CENTS)
    return {
      ok: false,
      problems: [
        { path: 'lines', message: `Uno scontrino non può superare ${formatEuro(MAX_CENTS)}` },
      ],
    };
  const totalProblem = discount ? discountProblem(subtotal, discount) : null;
  if (totalProblem) return { ok: false, problems: [{ path: 'discount', message: totalProblem }] };

  const shared = spreadCents(
    discountOf(subtotal, discount),
    afterLine.map((l) => l.grossCents - l.lineDiscountCents),
  );
  const discounted: PricedLine[] = afterLine.map(({ line, grossCents, lineDiscountCents }, i) => {
    const sharedDiscountCents = shared[i] ?? 0;
    return {
      ...line,
      grossCents,
      lineDiscountCents,
      sharedDiscountCents,
      advanceCents: 0,
      totalCents: grossCents - lineDiscountCents - sharedDiscountCents,
    };
  });
  const afterDiscounts = discounted.reduce((sum, l) => sum + l.totalCents, 0);
  const advance = advanceCents === 0 ? null : advanceProblem(advanceCents, afterDiscounts);
  if (advance) return { ok: false, problems: [advance] };
  const priced = advanceCents === 0 ? discounted : spreadAdvance(discounted, advanceCents);
  const vat = vatByRate(priced);
  const grossCents = priced.reduce((sum, l) => sum + l.grossCents, 0);
  const totalCents = priced.reduce((sum, l) => sum + l.totalCents, 0);
  const vatCents = vat.reduce((sum, g) => sum + g.vatCents, 0);
  return {
    ok: true,
    receipt: {
      lines: priced,
      grossCents,
      discountCents: grossCents - afterDiscounts,
      advanceCents,
      totalCents,
      vat,
      vatCents,
      netCents: totalCents - vatCents,
    },
  };
}
