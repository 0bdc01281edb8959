import { mulDivRound } from './cents.ts';
import type { MoneyProblem } from './receipt.ts';

/** A line of an issued receipt, as far as a refund ("reso") needs it. */
export interface RefundableLine {
  description: string;
  quantity: number;
  /** What the client paid for the whole line, after discounts. */
  totalCents: number;
  /** Pieces of this line given back by earlier refunds. */
  refundedQuantity: number;
}

/** Give back `quantity` pieces of the receipt's line at `line` (its index). */
export interface RefundRequest {
  line: number;
  quantity: number;
}

export interface RefundLine extends RefundRequest {
  amountCents: number;
}

export type RefundPlan =
  { ok: true; lines: RefundLine[]; totalCents: number } | { ok: false; problems: MoneyProblem[] };

/**
 * What the first `pieces` pieces of a line are worth: the line's paid total shared out piece by
 * piece, rounded so that all its pieces together are exactly the total. A refund of pieces
 * r+1 … r+q is worth valueOfPieces(r+q) − valueOfPieces(r), so refunds never add up to more
 * than was paid, however they are split.
 */
export function valueOfPieces(line: RefundableLine, pieces: number): number {
  return mulDivRound(line.totalCents, pieces, line.quantity);
}

/** The whole of what is still refundable: every piece not given back yet. */
export function wholeRefund(lines: readonly RefundableLine[]): RefundRequest[] {
  return lines.flatMap((line, index) => {
    const left = line.quantity - line.refundedQuantity;
    return left > 0 ? [{ line: index, quantity: left }] : [];
  });
}

/** Checks a refund against what was sold and already given back, and prices it. */
export function planRefund(
  lines: readonly RefundableLine[],
  requests: readonly RefundRequest[],
): RefundPlan {
  if (requests.length === 0)
    return { ok: false, problems: [{ path: 'lines', message: 'Scegli cosa rendere' }] };
  const problems: MoneyProblem[] = [];
  const asked = new Map<number, number>();
  requests.forEach((request, index) => {
    const line = lines[request.line];
    const at = `lines.${index}.quantity`;
    if (!line) {
      problems.push({ path: `lines.${index}.line`, message: 'Questa riga non è nello scontrino' });
      return;
    }
    const total = (asked.get(request.line) ?? 0) + request.quantity;
    asked.set(request.line, total);
    const left = line.quantity - line.refundedQuantity;
    if (!Number.isSafeInteger(request.quantity) || request.quantity < 1)
      problems.push({ path: at, message: 'Scrivi quanti pezzi rendere (almeno 1)' });
    else if (left === 0)
      problems.push({ path: at, message: `"${line.description}" è già stato reso per intero` });
    else if (total > left)
      problems.push({
        path: at,
        message: `Di "${line.description}" puoi rendere al massimo ${left} ${left === 1 ? 'pezzo' : 'pezzi'}`,
      });
  });
  if (problems.length > 0) return { ok: false, problems };

  const given = new Map<number, number>();
  const planned = requests.map((request) => {
    const line = lines[request.line] as RefundableLine;
    const before = line.refundedQuantity + (given.get(request.line) ?? 0);
    given.set(request.line, before - line.refundedQuantity + request.quantity);
    const amountCents =
      valueOfPieces(line, before + request.quantity) - valueOfPieces(line, before);
    return { ...request, amountCents };
  });
  return {
    ok: true,
    lines: planned,
    totalCents: planned.reduce((sum, l) => sum + l.amountCents, 0),
  };
}
