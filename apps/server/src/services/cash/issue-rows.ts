// What "Incassa" stores for a request, as plain values: the pricing by the money rules, the
// receipt's number and the columns of its rows. The desk (issue.ts) writes them one receipt at a
// time and the demo seed weeks of them at once, so both store exactly the same cents.
import { priceReceipt, receiptTotalProblem, settle } from '@agendina/scheduling';
import type { DraftLine, PricedReceipt } from '@agendina/scheduling';
import type { SettledPayments } from '../../adapters/fiscal/index.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { moneyProblems } from './access.ts';
import { discountColumns } from './receipt-rows.ts';

export type IssueRequest = Schemas['ReceiptIssueRequest'];

export interface PricedRequest {
  receipt: PricedReceipt;
  settlement: SettledPayments;
}

/**
 * The request priced and settled by the money rules, less `advanceCents` (the acconto paid
 * online it deducts, decision 0064); 400 with their problems otherwise.
 */
export function priceRequest(body: IssueRequest, advanceCents = 0): PricedRequest {
  const draft: DraftLine[] = body.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    vatRate: l.vatRate,
    vatNature: l.vatNature,
    discount: l.discount,
  }));
  const priced = priceReceipt(draft, body.discount, advanceCents);
  if (!priced.ok) throw moneyProblems(priced.problems);
  // Checked here and not in priceReceipt: a stored receipt is priced again for its fiscal retry.
  const zero = receiptTotalProblem(priced.receipt.totalCents, advanceCents);
  if (zero) throw moneyProblems([zero]);
  const settlement = settle(priced.receipt.totalCents, body.payments);
  if (!settlement.ok) throw moneyProblems(settlement.problems);
  return { receipt: priced.receipt, settlement };
}

/** The appointments a receipt settles: those it lists and those its lines name, once each. */
export function settledAppointments(body: IssueRequest): number[] {
  return [
    ...new Set([
      ...(body.appointmentIds ?? []),
      ...body.lines.flatMap((l) => (l.appointmentId === undefined ? [] : [l.appointmentId])),
    ]),
  ];
}

/** The salon's receipt `n` of `year`: "2026-000042". */
export function receiptNumber(year: number, n: number): string {
  return `${year}-${String(n).padStart(6, '0')}`;
}

/**
 * A receipt's client, discount and amounts, as its row stores them. The acconto it deducted is
 * not a column of its own: it is grossCents - discountCents - totalCents (storedAdvance).
 */
export function receiptColumns(
  { receipt: r, settlement }: PricedRequest,
  body: IssueRequest,
  client: { id: number; name: string } | null,
) {
  return {
    clientId: client?.id ?? null,
    clientName: client?.name ?? null,
    ...discountColumns(body.discount),
    grossCents: r.grossCents,
    discountCents: r.discountCents,
    totalCents: r.totalCents,
    vatCents: r.vatCents,
    netCents: r.netCents,
    dueCents: settlement.dueCents,
    roundingCents: settlement.roundingCents,
    paidCents: settlement.paidCents,
    changeCents: settlement.changeCents,
  };
}

/**
 * The rows of a receipt's lines as priced; `category` gives a service's category by its id. The
 * caller adds the salon with `owned` where it inserts them (the tenant check reads it there).
 */
export function lineRows(
  receiptId: number,
  { receipt: r }: PricedRequest,
  body: IssueRequest,
  category: ReadonlyMap<number, string>,
) {
  return r.lines.map((line, position) => {
    const input = body.lines[position];
    return {
      receiptId,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      vatNature: line.vatNature ?? null,
      ...discountColumns(line.discount),
      grossCents: line.grossCents,
      lineDiscountCents: line.lineDiscountCents,
      sharedDiscountCents: line.sharedDiscountCents,
      totalCents: line.totalCents,
      hairdresserId: input?.hairdresserId ?? null,
      serviceId: input?.serviceId ?? null,
      appointmentId: input?.appointmentId ?? null,
      productId: input?.productId ?? null,
      category: input?.serviceId === undefined ? null : (category.get(input.serviceId) ?? null),
    };
  });
}

/** The rows of a receipt's payments, as handed over (the caller adds the salon with `owned`). */
export function paymentRows(receiptId: number, body: IssueRequest) {
  return body.payments.map((p) => ({ receiptId, ...p }));
}
