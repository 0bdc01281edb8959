import { planRefund, type RefundPlan, type RefundRequest } from '@agendina/scheduling';
import type { PaymentMethod, Receipt } from './receipt-labels.ts';

/** Pieces still refundable of each line, by the line's place. */
export const piecesLeft = (receipt: Receipt): Map<number, number> =>
  new Map(receipt.lines.map((line) => [line.line, line.quantity - line.refundedQuantity]));

/** The dialog starts with every piece left: a whole refund, made smaller line by line. */
export const wholeSelection = (receipt: Receipt): Record<number, number> =>
  Object.fromEntries(piecesLeft(receipt));

/** The pieces chosen, as the contract's refund lines (lines at 0 are left out). */
export const refundRequestsOf = (selection: Record<number, number>): RefundRequest[] =>
  Object.entries(selection)
    .map(([line, quantity]) => ({ line: Number(line), quantity }))
    .filter((request) => Number.isFinite(request.quantity) && request.quantity > 0);

/** What the refund gives back, by the same rule the server applies (decision 0022). */
export const refundPlanOf = (receipt: Receipt, selection: Record<number, number>): RefundPlan =>
  planRefund(receipt.lines, refundRequestsOf(selection));

/** How the money goes back unless the user picks otherwise: the way the client paid first. */
export const defaultRefundMethod = (receipt: Receipt): PaymentMethod =>
  receipt.payments[0]?.method ?? 'CONTANTI';

/** A refund or a void is still possible on this receipt. */
export const canRefund = (receipt: Receipt): boolean =>
  (receipt.status === 'EMESSO' || receipt.status === 'RESO_PARZIALE') &&
  receipt.lines.some((line) => line.refundedQuantity < line.quantity);

export const canVoid = (receipt: Receipt): boolean =>
  receipt.status === 'EMESSO' && receipt.refundedCents === 0;
