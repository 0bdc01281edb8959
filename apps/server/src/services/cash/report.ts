// The takings of a period (/cassa/report, decision 0023): sales on the day they were issued
// (voided receipts never count), refunds, negative, on the day they were made. VAT is each
// document's own (vatByRate per receipt and per refund), summed, as the fiscal documents carry it.
import { and, between, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { vatByRate } from '@agendina/scheduling';
import type { VatGroup } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { hairdressers, receiptLines, receiptPayments, receipts } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { invalid } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { eachDay, plainDate } from '../time.ts';
import { vatLine } from './read.ts';
import { refundedPieces } from './report-refunds.ts';
import { dayOf, periodOf } from './salon-day.ts';

type Report = Schemas['CashReport'];
type Method = Schemas['PaymentMethod'];

const METHOD_ORDER: readonly Method[] = ['CONTANTI', 'CARTA', 'ALTRO'];

/** Highest total first; equal totals by name (Italian collation). */
const byTotalThen =
  <T extends { totalCents: number }>(name: (entry: T) => string) =>
  (a: T, b: T) =>
    b.totalCents - a.totalCents || name(a).localeCompare(name(b), 'it');

/** The longest period a report or an export covers. */
export const MAX_REPORT_DAYS = 366;

/** 400 for a period that is backwards or too long. */
export function assertPeriod(from: string, to: string): void {
  if (to < from) throw invalid({ to: 'La data finale non può precedere quella iniziale' });
  if (plainDate(from).until(plainDate(to)).days > MAX_REPORT_DAYS)
    throw invalid({ to: `Il periodo può essere al massimo di ${MAX_REPORT_DAYS} giorni` });
}

class Totals<K> {
  readonly map = new Map<K, number>();
  add(key: K, cents: number) {
    this.map.set(key, (this.map.get(key) ?? 0) + cents);
  }
}

/** Adds `times` documents of these VAT groups (-1: one refund, taken out). */
function addVat(into: Map<string, VatGroup>, groups: VatGroup[], times: number) {
  for (const g of groups) {
    const key = `${g.vatRate}/${g.vatNature ?? ''}`;
    const sum = into.get(key) ?? { ...g, grossCents: 0, netCents: 0, vatCents: 0 };
    sum.grossCents += times * g.grossCents;
    sum.netCents += times * g.netCents;
    sum.vatCents += times * g.vatCents;
    into.set(key, sum);
  }
}

/** A sum of integer cents (PostgreSQL's sum() is a bigint), read as a number. */
const summed = (column: SQL | AnyPgColumn) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

export async function cashReport(
  db: Database,
  salonId: number,
  from: string,
  to: string,
): Promise<Report> {
  const inPeriod = periodOf(receipts.issuedAt, from, to);
  const kept = ne(receipts.status, 'ANNULLATO');
  const saleDay = dayOf(receipts.issuedAt);
  // The sales summed per salon day by the database: a month is 31 rows, not 3,000 receipts.
  const days = await db
    .select({
      day: saleDay,
      receipts: sql<number>`count(*)`.mapWith(Number),
      // Without the acconto a receipt deducted (storedAdvance): it is a sale of the day it was
      // paid, on its own receipt (decision 0064), and would otherwise count twice.
      grossCents: summed(sql`${receipts.totalCents} + ${receipts.discountCents}`),
      discountCents: summed(receipts.discountCents),
      totalCents: summed(receipts.totalCents),
      roundingCents: summed(receipts.roundingCents),
      changeCents: summed(receipts.changeCents),
      firstId: sql<number>`min(${receipts.id})`.mapWith(Number),
      lastId: sql<number>`max(${receipts.id})`.mapWith(Number),
    })
    .from(receipts)
    .where(salonFilter(receipts, salonId, inPeriod, kept))
    .groupBy(saleDay);
  // Receipts are numbered as they are issued, so a period's receipts are one range of ids: their
  // lines and payments are read through the receipt_id indexes over that range (the join keeps
  // only the period's) instead of a scan of the salon's whole history (bench/cash.ts: a month
  // of a 40,000-receipt year scanned 80,000 lines, 390 ms on PGlite).
  const ofSales = (column: AnyPgColumn) =>
    days.length === 0
      ? sql`false`
      : between(
          column,
          Math.min(...days.map((d) => d.firstId)),
          Math.max(...days.map((d) => d.lastId)),
        );
  const soldLines = and(
    eq(receipts.id, receiptLines.receiptId),
    ofSales(receiptLines.receiptId),
    inPeriod,
    kept,
  );
  const perReceipt = db
    .select({
      vatRate: receiptLines.vatRate,
      vatNature: receiptLines.vatNature,
      amount: sql<number>`sum(${receiptLines.totalCents})`.as('amount'),
    })
    .from(receiptLines)
    .innerJoin(receipts, salonFilter(receipts, salonId, soldLines))
    .where(salonFilter(receiptLines, salonId))
    .groupBy(receiptLines.receiptId, receiptLines.vatRate, receiptLines.vatNature)
    .as('per_receipt');
  const [voided, vatCodes, lineTotals, payments, refundRows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(receipts)
      .where(salonFilter(receipts, salonId, inPeriod, eq(receipts.status, 'ANNULLATO'))),
    // What vatByRate() reads of a receipt is its amount per VAT code, and each code's VAT is
    // taken out on its own: so receipts are counted by (code, amount), a few hundred rows for a
    // salon's prices instead of one per receipt, and vatByRate() runs once per distinct pair.
    db
      .select({
        vatRate: perReceipt.vatRate,
        vatNature: perReceipt.vatNature,
        totalCents: sql<number>`${perReceipt.amount}`.mapWith(Number),
        receipts: sql<number>`count(*)`.mapWith(Number),
      })
      .from(perReceipt)
      .groupBy(perReceipt.vatRate, perReceipt.vatNature, perReceipt.amount),
    db
      .select({
        hairdresserId: receiptLines.hairdresserId,
        hairdresserName: hairdressers.name,
        category: receiptLines.category,
        totalCents: summed(receiptLines.totalCents),
      })
      .from(receiptLines)
      .innerJoin(receipts, salonFilter(receipts, salonId, soldLines))
      .leftJoin(
        hairdressers,
        salonFilter(hairdressers, salonId, eq(hairdressers.id, receiptLines.hairdresserId)),
      )
      .where(salonFilter(receiptLines, salonId))
      .groupBy(receiptLines.hairdresserId, hairdressers.name, receiptLines.category),
    db
      .select({ method: receiptPayments.method, amountCents: summed(receiptPayments.amountCents) })
      .from(receiptPayments)
      .innerJoin(
        receipts,
        salonFilter(
          receipts,
          salonId,
          eq(receipts.id, receiptPayments.receiptId),
          ofSales(receiptPayments.receiptId),
          inPeriod,
          kept,
        ),
      )
      .where(salonFilter(receiptPayments, salonId))
      .groupBy(receiptPayments.method),
    refundedPieces(db, salonId, from, to),
  ]);

  const vat = new Map<string, VatGroup>();
  for (const code of vatCodes)
    addVat(vat, vatByRate([vatLine(code, code.totalCents)]), code.receipts);
  const refundIds = new Map<number, typeof refundRows>();
  for (const row of refundRows)
    refundIds.set(row.refundId, [...(refundIds.get(row.refundId) ?? []), row]);
  for (const rows of refundIds.values())
    addVat(vat, vatByRate(rows.map((r) => vatLine(r, r.amountCents))), -1);

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const method = new Totals<Method>();
  // Cash counts net of the change; settle() gives change only in cash, so all of it comes out
  // of CONTANTI.
  const changeCents = sum(days.map((d) => d.changeCents));
  for (const p of payments)
    method.add(p.method, p.amountCents - (p.method === 'CONTANTI' ? changeCents : 0));
  const operator = new Totals<number | null>();
  const names = new Map<number | null, string>([[null, 'Senza operatore']]);
  const category = new Totals<string>();
  const day = new Totals<string>();
  const count = new Totals<string>();
  for (const l of lineTotals) {
    operator.add(l.hairdresserId, l.totalCents);
    if (l.hairdresserId !== null) names.set(l.hairdresserId, l.hairdresserName ?? 'Operatore');
    category.add(l.category ?? 'ALTRO', l.totalCents);
  }
  for (const d of days) {
    day.add(d.day, d.totalCents);
    count.add(d.day, d.receipts);
  }
  for (const r of refundRows) {
    method.add(r.method, -r.amountCents);
    operator.add(r.hairdresserId, -r.amountCents);
    if (r.hairdresserId !== null) names.set(r.hairdresserId, r.hairdresserName ?? 'Operatore');
    category.add(r.category ?? 'ALTRO', -r.amountCents);
    day.add(r.day, -r.amountCents);
  }
  const refundedCents = sum(refundRows.map((r) => r.amountCents));
  const totalCents = sum(days.map((d) => d.totalCents)) - refundedCents;
  const vatGroups = [...vat.values()].sort(
    (a, b) => b.vatRate - a.vatRate || (a.vatNature ?? '').localeCompare(b.vatNature ?? ''),
  );
  const vatCents = sum(vatGroups.map((g) => g.vatCents));
  return {
    from,
    to,
    receipts: sum(days.map((d) => d.receipts)),
    voided: voided[0]?.n ?? 0,
    refunds: refundIds.size,
    grossCents: sum(days.map((d) => d.grossCents)),
    discountCents: sum(days.map((d) => d.discountCents)),
    refundedCents,
    totalCents,
    vatCents,
    netCents: totalCents - vatCents,
    roundingCents: sum(days.map((d) => d.roundingCents)),
    vat: vatGroups,
    // In a stated order: the database groups rows in no order, and the tables followed it.
    byMethod: METHOD_ORDER.flatMap((m) => {
      const amountCents = method.map.get(m);
      return amountCents === undefined ? [] : [{ method: m, amountCents }];
    }),
    byOperator: [...operator.map]
      .map(([hairdresserId, cents]) => ({
        hairdresserId,
        hairdresserName: names.get(hairdresserId) ?? 'Operatore',
        totalCents: cents,
      }))
      .sort(byTotalThen((o) => o.hairdresserName)),
    byCategory: [...category.map]
      .map(([c, cents]) => ({ category: c, totalCents: cents }))
      .sort(byTotalThen((c) => c.category)),
    byDay: eachDay(plainDate(from), plainDate(to)).map((d) => {
      const date = d.toString();
      return { date, receipts: count.map.get(date) ?? 0, totalCents: day.map.get(date) ?? 0 };
    }),
  };
}
