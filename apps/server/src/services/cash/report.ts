// The takings of a period (/cassa/report, decision 0023): sales on the day they were issued
// (voided receipts never count), refunds, negative, on the day they were made. VAT is each
// document's own (vatByRate per receipt and per refund), summed, as the fiscal documents carry it.
import { eq, ne, sql } from 'drizzle-orm';
import { vatByRate } from '@agendina/scheduling';
import type { VatGroup } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import {
  hairdressers,
  receiptLines,
  receipts,
  refundLines,
  refunds,
} from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import { badRequest } from '../../http/errors.ts';
import type { Schemas } from '../../http/types.ts';
import { eachDay, plainDate } from '../time.ts';
import { vatLine } from './read.ts';
import { dayOf, periodOf } from './salon-day.ts';
import { paymentsOf } from './receipt-rows.ts';

type Report = Schemas['CashReport'];
type Method = Schemas['PaymentMethod'];

/** The longest period a report or an export covers. */
export const MAX_REPORT_DAYS = 366;

/** 400 for a period that is backwards or too long. */
export function assertPeriod(from: string, to: string): void {
  if (to < from) throw badRequest({ to: 'La data finale non può precedere quella iniziale' });
  if (plainDate(from).until(plainDate(to)).days > MAX_REPORT_DAYS)
    throw badRequest({ to: `Il periodo può essere al massimo di ${MAX_REPORT_DAYS} giorni` });
}

class Totals<K> {
  readonly map = new Map<K, number>();
  add(key: K, cents: number) {
    this.map.set(key, (this.map.get(key) ?? 0) + cents);
  }
}

function addVat(into: Map<string, VatGroup>, groups: VatGroup[], sign: 1 | -1) {
  for (const g of groups) {
    const key = `${g.vatRate}/${g.vatNature ?? ''}`;
    const sum = into.get(key) ?? { ...g, grossCents: 0, netCents: 0, vatCents: 0 };
    sum.grossCents += sign * g.grossCents;
    sum.netCents += sign * g.netCents;
    sum.vatCents += sign * g.vatCents;
    into.set(key, sum);
  }
}

function byReceipt<T extends { receiptId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.receiptId, [...(map.get(row.receiptId) ?? []), row]);
  return map;
}

export async function cashReport(
  db: Database,
  salonId: number,
  from: string,
  to: string,
): Promise<Report> {
  const inPeriod = periodOf(receipts.issuedAt, from, to);
  const kept = ne(receipts.status, 'ANNULLATO');
  const [sales, voided, lines, payments, refundRows] = await Promise.all([
    db
      .select({
        id: receipts.id,
        day: dayOf(receipts.issuedAt),
        grossCents: receipts.grossCents,
        discountCents: receipts.discountCents,
        totalCents: receipts.totalCents,
        roundingCents: receipts.roundingCents,
        changeCents: receipts.changeCents,
      })
      .from(receipts)
      .where(salonFilter(receipts, salonId, inPeriod, kept)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(receipts)
      .where(salonFilter(receipts, salonId, inPeriod, eq(receipts.status, 'ANNULLATO'))),
    db
      .select({
        receiptId: receiptLines.receiptId,
        vatRate: receiptLines.vatRate,
        vatNature: receiptLines.vatNature,
        totalCents: receiptLines.totalCents,
        hairdresserId: receiptLines.hairdresserId,
        hairdresserName: hairdressers.name,
        category: receiptLines.category,
      })
      .from(receiptLines)
      .innerJoin(receipts, salonFilter(receipts, salonId, eq(receipts.id, receiptLines.receiptId)))
      .leftJoin(
        hairdressers,
        salonFilter(hairdressers, salonId, eq(hairdressers.id, receiptLines.hairdresserId)),
      )
      .where(salonFilter(receiptLines, salonId, inPeriod, kept)),
    paymentsOf(db, salonId, inPeriod, kept),
    db
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
      .where(salonFilter(refunds, salonId, periodOf(refunds.createdAt, from, to))),
  ]);

  const vat = new Map<string, VatGroup>();
  const linesOf = byReceipt(lines);
  for (const sale of sales)
    addVat(vat, vatByRate((linesOf.get(sale.id) ?? []).map((l) => vatLine(l, l.totalCents))), 1);
  const refundIds = new Map<number, typeof refundRows>();
  for (const row of refundRows)
    refundIds.set(row.refundId, [...(refundIds.get(row.refundId) ?? []), row]);
  for (const rows of refundIds.values())
    addVat(vat, vatByRate(rows.map((r) => vatLine(r, r.amountCents))), -1);

  const method = new Totals<Method>();
  const changeOf = new Map(sales.map((s) => [s.id, s.changeCents]));
  for (const p of payments) {
    const change = p.method === 'CONTANTI' ? (changeOf.get(p.receiptId) ?? 0) : 0;
    // The change comes out of the cash once per receipt.
    changeOf.set(p.receiptId, 0);
    method.add(p.method, p.amountCents - change);
  }
  const operator = new Totals<number | null>();
  const names = new Map<number | null, string>([[null, 'Senza operatore']]);
  const category = new Totals<string>();
  const day = new Totals<string>();
  const count = new Totals<string>();
  for (const l of lines) {
    operator.add(l.hairdresserId, l.totalCents);
    if (l.hairdresserId !== null) names.set(l.hairdresserId, l.hairdresserName ?? 'Operatore');
    category.add(l.category ?? 'ALTRO', l.totalCents);
  }
  for (const s of sales) {
    day.add(s.day, s.totalCents);
    count.add(s.day, 1);
  }
  for (const r of refundRows) {
    method.add(r.method, -r.amountCents);
    operator.add(r.hairdresserId, -r.amountCents);
    if (r.hairdresserId !== null) names.set(r.hairdresserId, r.hairdresserName ?? 'Operatore');
    category.add(r.category ?? 'ALTRO', -r.amountCents);
    day.add(r.day, -r.amountCents);
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const refundedCents = sum(refundRows.map((r) => r.amountCents));
  const totalCents = sum(sales.map((s) => s.totalCents)) - refundedCents;
  const vatGroups = [...vat.values()].sort(
    (a, b) => b.vatRate - a.vatRate || (a.vatNature ?? '').localeCompare(b.vatNature ?? ''),
  );
  const vatCents = sum(vatGroups.map((g) => g.vatCents));
  return {
    from,
    to,
    receipts: sales.length,
    voided: voided[0]?.n ?? 0,
    refunds: refundIds.size,
    grossCents: sum(sales.map((s) => s.grossCents)),
    discountCents: sum(sales.map((s) => s.discountCents)),
    refundedCents,
    totalCents,
    vatCents,
    netCents: totalCents - vatCents,
    roundingCents: sum(sales.map((s) => s.roundingCents)),
    vat: vatGroups,
    byMethod: [...method.map].map(([m, amountCents]) => ({ method: m, amountCents })),
    byOperator: [...operator.map].map(([hairdresserId, cents]) => ({
      hairdresserId,
      hairdresserName: names.get(hairdresserId) ?? 'Operatore',
      totalCents: cents,
    })),
    byCategory: [...category.map].map(([c, cents]) => ({ category: c, totalCents: cents })),
    byDay: eachDay(plainDate(from), plainDate(to)).map((d) => {
      const date = d.toString();
      return { date, receipts: count.map.get(date) ?? 0, totalCents: day.map.get(date) ?? 0 };
    }),
  };
}
