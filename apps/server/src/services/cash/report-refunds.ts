// The refunds of a period as the takings report counts them (/cassa/report, decision 0023).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { hairdressers, receiptLines, refundLines, refunds } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { dayOf, periodOf } from './salon-day.ts';

/**
 * Each piece given back by the refunds made from `from` to `to` (salon days): its refund, day
 * and method, amount, and the VAT code, operator and category of the line it came from.
 */
export function refundedPieces(db: Database, salonId: number, from: string, to: string) {
  return db
    .select({
      refundId: refunds.id,
      day: dayOf(refunds.createdAt),
      method: refunds.method,
      amountCents: refundLines.amountCents,
      vatRate: receiptLines.vatRate,
      vatNature: receiptLines.vatNature,
      hairdresserId: receiptLines.hairdresserId,
      hairdresserName: hairdressers.name,
      category: receiptLines.category,
    })
    .from(refunds)
    .innerJoin(refundLines, salonFilter(refundLines, salonId, eq(refundLines.refundId, refunds.id)))
    .innerJoin(
      receiptLines,
      salonFilter(
        receiptLines,
        salonId,
        eq(receiptLines.receiptId, refunds.receiptId),
        eq(receiptLines.position, refundLines.line),
      ),
    )
    .leftJoin(
      hairdressers,
      salonFilter(hairdressers, salonId, eq(hairdressers.id, receiptLines.hairdresserId)),
    )
    .where(salonFilter(refunds, salonId, periodOf(refunds.createdAt, from, to)));
}
