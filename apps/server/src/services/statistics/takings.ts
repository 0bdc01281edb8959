// The takings of both periods from the cash desk's receipts, defined as the cash report
// (services/cash/report.ts) defines them: a sale on the salon day it was issued, voided
// receipts never, a refund (negative) on the day it was made, on its line's operator, category
// and service. Summed by the database, per day and per (operator, category, service).
import { and, between, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  hairdressers,
  receiptLines,
  receipts,
  refundLines,
  refunds,
} from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { dayOf, salonMidnight } from '../cash/salon-day.ts';
import type { Periods, Which } from './period.ts';

/** A sum of integer cents (a bigint to PostgreSQL), read as a number. */
const summed = (column: SQL | AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The instants of both periods' salon days. */
const inBoth = (column: AnyPgColumn, periods: Periods) =>
  and(
    gte(column, salonMidnight(periods.previous.first.toString())),
    lt(column, salonMidnight(periods.current.last.toString(), 1)),
  ) as SQL;

const whichOf = (column: AnyPgColumn, periods: Periods) =>
  sql<Which>`case when ${column} >= ${salonMidnight(periods.current.first.toString())} then 'current' else 'previous' end`;

export interface DayTakings {
  which: Which;
  day: string;
  receipts: number;
  totalCents: number;
}

/** Sales less refunds of one (operator, category, service) in one period. */
export interface LineTakings {
  which: Which;
  hairdresserId: number | null;
  hairdresserName: string | null;
  category: string | null;
  serviceId: number | null;
  totalCents: number;
}

export interface Takings {
  /** Sales per day (receipts issued and not voided). */
  days: DayTakings[];
  /** Refunds per day, positive. */
  refundDays: { which: Which; day: string; amountCents: number }[];
  /** Sales less refunds, per operator, category and service. */
  lines: LineTakings[];
}

export async function takings(db: Database, salonId: number, periods: Periods): Promise<Takings> {
  const issued = inBoth(receipts.issuedAt, periods);
  const kept = ne(receipts.status, 'ANNULLATO');
  const saleDay = dayOf(receipts.issuedAt);
  const saleWhich = whichOf(receipts.issuedAt, periods);
  const days = await db
    .select({
      which: saleWhich,
      day: saleDay,
      receipts: sql<number>`count(*)`.mapWith(Number),
      totalCents: summed(receipts.totalCents),
      firstId: sql<number>`min(${receipts.id})`.mapWith(Number),
      lastId: sql<number>`max(${receipts.id})`.mapWith(Number),
    })
    .from(receipts)
    .where(salonFilter(receipts, salonId, issued, kept))
    .groupBy(saleDay, sql`1`);
  // As the cash report: a period's receipts are one range of ids, so their lines are read
  // through the receipt_id index over that range instead of the salon's whole history.
  const ofSales =
    days.length === 0
      ? sql`false`
      : between(
          receiptLines.receiptId,
          Math.min(...days.map((d) => d.firstId)),
          Math.max(...days.map((d) => d.lastId)),
        );
  const refundDay = dayOf(refunds.createdAt);
  const refundWhich = whichOf(refunds.createdAt, periods);
  const [sold, refunded] = await Promise.all([
    db
      .select({
        which: saleWhich,
        hairdresserId: receiptLines.hairdresserId,
        hairdresserName: hairdressers.name,
        category: receiptLines.category,
        serviceId: receiptLines.serviceId,
        totalCents: summed(receiptLines.totalCents),
      })
      .from(receiptLines)
      .innerJoin(
        receipts,
        salonFilter(receipts, salonId, eq(receipts.id, receiptLines.receiptId), issued, kept),
      )
      .leftJoin(
        hairdressers,
        salonFilter(hairdressers, salonId, eq(hairdressers.id, receiptLines.hairdresserId)),
      )
      .where(salonFilter(receiptLines, salonId, ofSales))
      .groupBy(
        sql`1`,
        receiptLines.hairdresserId,
        hairdressers.name,
        receiptLines.category,
        receiptLines.serviceId,
      ),
    db
      .select({
        which: refundWhich,
        day: refundDay,
        hairdresserId: receiptLines.hairdresserId,
        hairdresserName: hairdressers.name,
        category: receiptLines.category,
        serviceId: receiptLines.serviceId,
        amountCents: summed(refundLines.amountCents),
      })
      .from(refunds)
      .innerJoin(
        refundLines,
        salonFilter(refundLines, salonId, eq(refundLines.refundId, refunds.id)),
      )
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
      .where(salonFilter(refunds, salonId, inBoth(refunds.createdAt, periods)))
      .groupBy(
        sql`1`,
        refundDay,
        receiptLines.hairdresserId,
        hairdressers.name,
        receiptLines.category,
        receiptLines.serviceId,
      ),
  ]);
  const lines: LineTakings[] = sold.map((l) => ({ ...l }));
  const refundDays = new Map<string, { which: Which; day: string; amountCents: number }>();
  for (const r of refunded) {
    lines.push({ ...r, totalCents: -r.amountCents });
    const day = refundDays.get(r.day) ?? { which: r.which, day: r.day, amountCents: 0 };
    day.amountCents += r.amountCents;
    refundDays.set(r.day, day);
  }
  return {
    days: days.map(({ which, day, receipts: n, totalCents }) => ({
      which,
      day,
      receipts: n,
      totalCents,
    })),
    refundDays: [...refundDays.values()],
    lines,
  };
}
