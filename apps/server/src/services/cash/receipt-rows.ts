// The lines, payments and discounts of receipts as the desk stores and reads them again: the
// void, the refund, the fiscal transmission, the receipt's view, the report and the export read
// them the same way.
import { asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DiscountKind } from '@agendina/contract';
import type { Discount } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import {
  receiptLines,
  receiptPayments,
  receipts,
  refundLines,
  refunds,
} from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';

/** The lines of a receipt in their order (a transaction is a Database too). */
export function linesOfReceipt(db: Database, salonId: number, receiptId: number) {
  return db
    .select()
    .from(receiptLines)
    .where(salonFilter(receiptLines, salonId, eq(receiptLines.receiptId, receiptId)))
    .orderBy(asc(receiptLines.position));
}

/** The refunds of a receipt, each with every piece it gave back, in the order they were made. */
export function refundsOfReceipt(db: Database, salonId: number, receiptId: number) {
  return db
    .select({ refund: refunds, line: refundLines })
    .from(refunds)
    .innerJoin(refundLines, salonFilter(refundLines, salonId, eq(refundLines.refundId, refunds.id)))
    .where(salonFilter(refunds, salonId, eq(refunds.receiptId, receiptId)))
    .orderBy(asc(refunds.id), asc(refundLines.id));
}

/** The payments of a receipt, as they were taken. */
export function paymentsOfReceipt(db: Database, salonId: number, receiptId: number) {
  return db
    .select({ method: receiptPayments.method, amountCents: receiptPayments.amountCents })
    .from(receiptPayments)
    .where(salonFilter(receiptPayments, salonId, eq(receiptPayments.receiptId, receiptId)))
    .orderBy(asc(receiptPayments.id));
}

/** The payments of the salon's receipts that meet `conditions` (on receipts). */
export function paymentsOf(db: Database, salonId: number, ...conditions: SQL[]) {
  return db
    .select({
      receiptId: receiptPayments.receiptId,
      method: receiptPayments.method,
      amountCents: receiptPayments.amountCents,
    })
    .from(receiptPayments)
    .innerJoin(receipts, salonFilter(receipts, salonId, eq(receipts.id, receiptPayments.receiptId)))
    .where(salonFilter(receiptPayments, salonId, ...conditions));
}

/** A discount (of a receipt or a line) as its two columns store it; none is two nulls. */
export function discountColumns(discount: Discount | undefined) {
  return { discountKind: discount?.kind ?? null, discountValue: discount?.value ?? null };
}

/** The discount a receipt or line was given, from its two columns. */
export function storedDiscount(row: {
  discountKind: DiscountKind | null;
  discountValue: number | null;
}): Discount | undefined {
  return row.discountKind ? { kind: row.discountKind, value: row.discountValue ?? 0 } : undefined;
}

/**
 * The acconto paid online a receipt deducted (decision 0064), from its amounts: its discounts do
 * not count it, so what the gross lost beyond them is the acconto; 0 for every other receipt.
 * A void frees the deposit row, not this: the voided receipt did deduct it.
 */
export function storedAdvance(row: {
  grossCents: number;
  discountCents: number;
  totalCents: number;
}): number {
  return row.grossCents - row.discountCents - row.totalCents;
}

/** The `depositCents` of a view's totals, absent without an acconto. */
export function depositField(row: Parameters<typeof storedAdvance>[0]) {
  const advance = storedAdvance(row);
  return advance > 0 ? { depositCents: advance } : {};
}

/** The `discount` field of a view, absent without one. */
export function discountField(row: Parameters<typeof storedDiscount>[0]) {
  const discount = storedDiscount(row);
  return discount ? { discount } : {};
}

/** A stored line as it was typed at the desk, before pricing (priceReceipt() reads it again). */
export function draftOf(line: typeof receiptLines.$inferSelect) {
  return {
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vatRate: line.vatRate,
    ...(line.vatNature ? { vatNature: line.vatNature } : {}),
    ...discountField(line),
  };
}
