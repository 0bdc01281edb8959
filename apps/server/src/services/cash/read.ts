// The receipt as the contract shows it (Receipt, ReceiptSummary), read from its tables.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { vatByRate } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import {
  fiscalDocuments,
  hairdressers,
  jobs,
  receiptAppointments,
  receiptLines,
  receiptPayments,
  receipts,
  refunds,
} from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { receiptNotFound } from './access.ts';
import { saleDocumentOf, transmitJobKey } from './fiscal.ts';
import {
  depositField,
  discountField,
  draftOf,
  paymentsOfReceipt,
  refundsOfReceipt,
} from './receipt-rows.ts';
import { salonMidnight } from './salon-day.ts';
import { salonPage } from '../page.ts';

type Receipt = Schemas['Receipt'];
type FiscalDocumentView = Schemas['FiscalDocument'];
type Row = typeof fiscalDocuments.$inferSelect;

/**
 * A stored line (or refunded piece) as vatByRate() reads it: the VAT is taken out per document
 * and rate, as priceReceipt() did when it was issued.
 */
export function vatLine(
  row: { vatRate: Schemas['VatRate']; vatNature: Schemas['VatNature'] | null },
  totalCents: number,
) {
  return { vatRate: row.vatRate, vatNature: row.vatNature ?? undefined, totalCents };
}

/** A fiscal document with the attempts and last error of its job. */
export function documentView(
  row: Row,
  job: { attempts: number; lastError: string | null } | undefined,
): FiscalDocumentView {
  const lastError = row.lastError ?? (row.state === 'TRASMESSO' ? null : job?.lastError);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: job?.attempts ?? (row.state === 'TRASMESSO' ? 1 : 0),
    ...(row.number ? { number: row.number } : {}),
    ...(row.issuedAt ? { issuedAt: row.issuedAt.toISOString() } : {}),
    ...(row.provider ? { provider: row.provider } : {}),
    ...(row.refundId ? { refundId: row.refundId } : {}),
    ...(lastError ? { lastError } : {}),
  };
}

/** The jobs of these documents, by document id. */
export async function jobsOf(db: Database, documentIds: number[]) {
  if (documentIds.length === 0) return new Map<number, typeof jobs.$inferSelect>();
  const rows = await db
    .select()
    .from(jobs)
    .where(inArray(jobs.key, documentIds.map(transmitJobKey)));
  return new Map(rows.map((j) => [Number(j.key.slice('fiscal:'.length)), j]));
}

export async function readReceipt(db: Database, salonId: number, id: number): Promise<Receipt> {
  const [receipt] = await db
    .select()
    .from(receipts)
    .where(salonFilter(receipts, salonId, eq(receipts.id, id)));
  if (!receipt) throw receiptNotFound();
  const [lines, payments, settled, refundRows, documents] = await Promise.all([
    db
      .select({ line: receiptLines, hairdresserName: hairdressers.name })
      .from(receiptLines)
      .leftJoin(
        hairdressers,
        salonFilter(hairdressers, salonId, eq(hairdressers.id, receiptLines.hairdresserId)),
      )
      .where(salonFilter(receiptLines, salonId, eq(receiptLines.receiptId, id)))
      .orderBy(asc(receiptLines.position)),
    paymentsOfReceipt(db, salonId, id),
    db
      .select({ id: receiptAppointments.appointmentId })
      .from(receiptAppointments)
      .where(salonFilter(receiptAppointments, salonId, eq(receiptAppointments.receiptId, id)))
      .orderBy(asc(receiptAppointments.appointmentId)),
    refundsOfReceipt(db, salonId, id),
    db
      .select()
      .from(fiscalDocuments)
      .where(salonFilter(fiscalDocuments, salonId, eq(fiscalDocuments.receiptId, id)))
      .orderBy(asc(fiscalDocuments.id)),
  ]);
  const refunded = new Map<number, number>();
  const byRefund = new Map<number, Schemas['Refund']>();
  for (const { refund, line } of refundRows) {
    refunded.set(line.line, (refunded.get(line.line) ?? 0) + line.quantity);
    const view = byRefund.get(refund.id) ?? {
      id: refund.id,
      createdAt: refund.createdAt.toISOString(),
      method: refund.method,
      totalCents: refund.totalCents,
      lines: [],
    };
    view.lines.push({ line: line.line, quantity: line.quantity, amountCents: line.amountCents });
    byRefund.set(refund.id, view);
  }
  const jobByDocument = await jobsOf(
    db,
    documents.map((d) => d.id),
  );
  const sale = documents.find((d) => d.kind === 'VENDITA');
  return {
    id: receipt.id,
    number: receipt.number,
    status: receipt.status,
    fiscalState: sale?.state ?? 'DA_TRASMETTERE',
    issuedAt: receipt.issuedAt.toISOString(),
    ...(receipt.clientId ? { clientId: receipt.clientId } : {}),
    ...(receipt.clientName ? { clientName: receipt.clientName } : {}),
    lines: lines.map(({ line, hairdresserName }) => ({
      line: line.position,
      ...draftOf(line),
      grossCents: line.grossCents,
      lineDiscountCents: line.lineDiscountCents,
      sharedDiscountCents: line.sharedDiscountCents,
      totalCents: line.totalCents,
      refundedQuantity: refunded.get(line.position) ?? 0,
      ...(line.hairdresserId ? { hairdresserId: line.hairdresserId } : {}),
      ...(hairdresserName ? { hairdresserName } : {}),
      ...(line.serviceId ? { serviceId: line.serviceId } : {}),
      ...(line.appointmentId ? { appointmentId: line.appointmentId } : {}),
      ...(line.productId ? { productId: line.productId } : {}),
      ...(line.category ? { category: line.category } : {}),
    })),
    ...discountField(receipt),
    payments,
    totals: {
      grossCents: receipt.grossCents,
      discountCents: receipt.discountCents,
      ...depositField(receipt),
      totalCents: receipt.totalCents,
      vatCents: receipt.vatCents,
      netCents: receipt.netCents,
      vat: vatByRate(lines.map(({ line }) => vatLine(line, line.totalCents))),
    },
    dueCents: receipt.dueCents,
    roundingCents: receipt.roundingCents,
    paidCents: receipt.paidCents,
    changeCents: receipt.changeCents,
    refundedCents: [...byRefund.values()].reduce((sum, r) => sum + r.totalCents, 0),
    appointmentIds: settled.map((s) => s.id),
    fiscalDocuments: documents.map((d) => documentView(d, jobByDocument.get(d.id))),
    refunds: [...byRefund.values()],
  };
}

export interface ReceiptFilters {
  from?: string | undefined;
  to?: string | undefined;
  method?: 'CONTANTI' | 'CARTA' | 'ALTRO' | 'MISTO' | undefined;
  hairdresserId?: number | undefined;
  status?: Schemas['ReceiptStatus'] | undefined;
}

export async function listReceipts(
  db: Database,
  salonId: number,
  filters: ReceiptFilters,
  page: number,
  size: number,
): Promise<Schemas['ReceiptPage']> {
  const methods = sql`(select array_agg(distinct ${receiptPayments.method}::text) from ${receiptPayments} where ${receiptPayments.receiptId} = ${receipts.id} and ${receiptPayments.salonId} = ${salonId})`;
  const conditions: (SQL | undefined)[] = [
    // The salon's days, from `from` 00:00 to the midnight after `to` (DST days included).
    filters.from ? gte(receipts.issuedAt, salonMidnight(filters.from)) : undefined,
    filters.to ? lt(receipts.issuedAt, salonMidnight(filters.to, 1)) : undefined,
    filters.status ? eq(receipts.status, filters.status) : undefined,
    filters.method === 'MISTO'
      ? sql`cardinality(coalesce(${methods}, '{}')) > 1`
      : filters.method
        ? sql`${methods} = array[${filters.method}]::text[]`
        : undefined,
    filters.hairdresserId
      ? sql`exists (select 1 from ${receiptLines} where ${receiptLines.receiptId} = ${receipts.id} and ${receiptLines.salonId} = ${salonId} and ${receiptLines.hairdresserId} = ${filters.hairdresserId})`
      : undefined,
  ];
  const filtered = and(...conditions);
  const ordered = db
    .select({
      receipt: receipts,
      methods: sql<string[] | null>`${methods}`,
      hairdresserIds: sql<
        (number | string)[] | null
      >`(select array_agg(distinct ${receiptLines.hairdresserId}) from ${receiptLines} where ${receiptLines.receiptId} = ${receipts.id} and ${receiptLines.salonId} = ${salonId} and ${receiptLines.hairdresserId} is not null)`,
      refundedCents: sql<number>`(select coalesce(sum(${refunds.totalCents}), 0)::int from ${refunds} where ${refunds.receiptId} = ${receipts.id} and ${refunds.salonId} = ${salonId})`,
      fiscalState: fiscalDocuments.state,
    })
    .from(receipts)
    .leftJoin(
      fiscalDocuments,
      salonFilter(fiscalDocuments, salonId, ...saleDocumentOf(receipts.id)),
    )
    .where(salonFilter(receipts, salonId, filtered))
    .orderBy(desc(receipts.issuedAt), desc(receipts.id))
    .$dynamic();
  const asked = { table: receipts, salonId, where: filtered, page, size };
  return salonPage(db, asked, ordered, (r): Schemas['ReceiptSummary'] => ({
    id: r.receipt.id,
    number: r.receipt.number,
    status: r.receipt.status,
    fiscalState: r.fiscalState ?? 'DA_TRASMETTERE',
    issuedAt: r.receipt.issuedAt.toISOString(),
    ...(r.receipt.clientName ? { clientName: r.receipt.clientName } : {}),
    totalCents: r.receipt.totalCents,
    refundedCents: Number(r.refundedCents),
    methods: (r.methods ?? []).sort() as Schemas['PaymentMethod'][],
    hairdresserIds: (r.hairdresserIds ?? []).map(Number).sort((a, b) => a - b),
  }));
}
