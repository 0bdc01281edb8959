// A deposits row as every part of the deposits reads it (issue #35): its type, the summary kept
// from the hold, and its money in integer cents.
import type { deposits } from '../../db/schema/index.ts';

export type DepositRow = typeof deposits.$inferSelect;

/** What the confirmation says once paid, kept from the hold (deposits.summary). */
export interface DepositSummary {
  dateTime: string;
  endTime: string;
  services: string[];
  operatorName: string;
  /** The policy the client accepted when booking: the share kept, the cutoff. */
  keepPercent: number;
  cutoffHours: number;
}

/** The summary kept with the hold (defaults for a row written without one). */
export function summaryOf(row: Pick<DepositRow, 'summary'>): DepositSummary {
  const s = row.summary as Partial<DepositSummary>;
  return {
    dateTime: s.dateTime ?? '',
    endTime: s.endTime ?? s.dateTime ?? '',
    services: s.services ?? [],
    operatorName: s.operatorName ?? '',
    keepPercent: s.keepPercent ?? 100,
    cutoffHours: s.cutoffHours ?? 24,
  };
}

/** What was paid (0 before the payment). */
export const paidCents = (row: Pick<DepositRow, 'paidAt' | 'amountCents'>): number =>
  row.paidAt === null ? 0 : row.amountCents;

/** What is still the client's to get back. */
export const refundableCents = (row: DepositRow): number =>
  row.paymentRef === null ? 0 : paidCents(row) - row.refundedCents;
