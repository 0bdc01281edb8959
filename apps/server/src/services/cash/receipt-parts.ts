// The rows that hang from an issued receipt: its lines, its payments and the appointments it
// settled. The desk (issue.ts) writes those of one receipt, the demo seed those of a day's
// receipts at once; both through here, so both store the same rows.
import type { Tx } from '../../db/transaction.ts';
import { receiptAppointments, receiptLines, receiptPayments } from '../../db/schema/index.ts';
import { owned } from '../../db/tenant.ts';
import { lineRows, paymentRows, settledAppointments } from './issue-rows.ts';
import type { IssueRequest, PricedRequest } from './issue-rows.ts';

/** An issued receipt: its id, its request as priced, and the categories of its services by id. */
export interface IssuedReceipt {
  receiptId: number;
  priced: PricedRequest;
  body: IssueRequest;
  categories: ReadonlyMap<number, string>;
}

/** Stores the lines, payments and settled appointments of these receipts of the salon. */
export async function writeReceiptParts(
  tx: Tx,
  salonId: number,
  issued: readonly IssuedReceipt[],
): Promise<void> {
  const lines = issued.flatMap((r) => lineRows(r.receiptId, r.priced, r.body, r.categories));
  const payments = issued.flatMap((r) => paymentRows(r.receiptId, r.body));
  const settled = issued.flatMap(({ receiptId, body }) =>
    settledAppointments(body).map((appointmentId) => ({ receiptId, appointmentId })),
  );
  // An insert of no rows is an error in Drizzle: a receipt may have no payments (an acconto
  // covered it) and settle no appointment.
  if (lines.length > 0)
    await tx.insert(receiptLines).values(lines.map((row) => owned(salonId, row)));
  if (payments.length > 0)
    await tx.insert(receiptPayments).values(payments.map((row) => owned(salonId, row)));
  if (settled.length > 0)
    await tx.insert(receiptAppointments).values(settled.map((row) => owned(salonId, row)));
}
