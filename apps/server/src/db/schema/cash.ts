// The cash desk (issue #16, decision 0023): receipts with their lines, payments and settled
// appointments, refunds, the fiscal documents of sales, voids and refunds, and the generic
// durable jobs table that retries their transmission. A receipt's lines, payments and amounts
// are written once, when it is issued; only its status changes (void, refund).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VatNature, VatRate } from '@agendina/contract';
import type { FiscalDocument } from '../../adapters/fiscal/types.ts';
import { appointments } from './booking.ts';
import {
  discountKind,
  fiscalDocumentKind,
  fiscalState,
  paymentMethod,
  receiptStatus,
} from './enums.ts';
import { clients, hairdressers, services } from './catalog.ts';
import { calendarDay, idColumn, instant, partOf, ref } from './common.ts';
import { pairTable } from './pair-table.ts';
import { salonRef, salonRow, users } from './tenancy.ts';
import { products } from './warehouse.ts';

/** The id, salon and receipt of a part of a receipt: its lines, payments, refunds, documents. */
const receiptPart = () => ({
  ...salonRow(),
  receiptId: partOf('receipt_id', () => receipts.id),
});

/**
 * The Idempotency-Key that made the row (a receipt, a refund), unique per salon, and the hash of
 * the request it came with: a retry finds the row; another request under the same key is refused.
 */
const idempotent = () => ({
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
});

/** A discount of a receipt or of a line (PERCENT in basis points, AMOUNT in cents); none: nulls. */
const discountColumns = () => ({
  discountKind: discountKind('discount_kind'),
  discountValue: integer('discount_value'),
});

/** The salon's receipt numbers, one progressive per year ("2026-000042"). */
export const receiptCounters = pairTable(
  'receipt_counters',
  { year: integer('year').notNull(), last: integer('last').notNull() },
  (t) => [t.salonId, t.year],
);

/**
 * An issued receipt. (salon_id, idempotency_key) is unique: the issuing transaction claims the
 * key by inserting the row, so one key never makes two receipts (request_hash tells a retry from
 * a different receipt sent with the same key).
 */
export const receipts = pgTable(
  'receipts',
  {
    ...salonRow(),
    number: text('number').notNull(),
    ...idempotent(),
    status: receiptStatus('status').notNull().default('EMESSO'),
    clientId: ref('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name'),
    ...discountColumns(),
    grossCents: integer('gross_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    dueCents: integer('due_cents').notNull(),
    roundingCents: integer('rounding_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    changeCents: integer('change_cents').notNull(),
    issuedBy: ref('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: instant('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_salon_key_idx').on(t.salonId, t.idempotencyKey),
    uniqueIndex('receipts_salon_number_idx').on(t.salonId, t.number),
    index('receipts_salon_issued_idx').on(t.salonId, t.issuedAt),
  ],
);

/** A line as sold, with the amounts priceReceipt() gave it. `position` is its place, from 0. */
export const receiptLines = pgTable(
  'receipt_lines',
  {
    ...receiptPart(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').$type<VatRate>().notNull(),
    vatNature: text('vat_nature').$type<VatNature>(),
    ...discountColumns(),
    grossCents: integer('gross_cents').notNull(),
    lineDiscountCents: integer('line_discount_cents').notNull(),
    sharedDiscountCents: integer('shared_discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    hairdresserId: ref('hairdresser_id').references(() => hairdressers.id, {
      onDelete: 'set null',
    }),
    serviceId: ref('service_id').references(() => services.id, { onDelete: 'set null' }),
    appointmentId: ref('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    /** The service's category when sold; null on a free line. */
    category: text('category'),
    /** The warehouse product sold on this line (its VENDITA movement links the receipt). */
    productId: ref('product_id').references(() => products.id),
  },
  (t) => [uniqueIndex('receipt_lines_receipt_idx').on(t.receiptId, t.position)],
);

export const receiptPayments = pgTable(
  'receipt_payments',
  {
    ...receiptPart(),
    method: paymentMethod('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('receipt_payments_receipt_idx').on(t.receiptId)],
);

/** The appointments a receipt settled (they became COMPLETED with it). */
export const receiptAppointments = pairTable(
  'receipt_appointments',
  {
    receiptId: partOf('receipt_id', () => receipts.id),
    appointmentId: partOf('appointment_id', () => appointments.id),
  },
  (t) => [t.receiptId, t.appointmentId],
  (t) => [index('receipt_appointments_appointment_idx').on(t.appointmentId)],
);

/**
 * A refund ("reso"): pieces of a receipt's lines given back. Like a receipt it carries the
 * Idempotency-Key that made it, unique per salon: a double click on "Reso" makes one refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    ...receiptPart(),
    ...idempotent(),
    method: paymentMethod('method').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdBy: ref('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('refunds_receipt_idx').on(t.receiptId),
    uniqueIndex('refunds_salon_key_idx').on(t.salonId, t.idempotencyKey),
    index('refunds_salon_created_idx').on(t.salonId, t.createdAt),
  ],
);

export const refundLines = pgTable(
  'refund_lines',
  {
    ...salonRow(),
    refundId: partOf('refund_id', () => refunds.id),
    /** The receipt line's position. */
    line: integer('line').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('refund_lines_refund_idx').on(t.refundId)],
);

/**
 * A documento commerciale: the sale (VENDITA), its void (ANNULLO) or a refund (RESO). The
 * transmission key is made once, with the row, and sent on every attempt: the fiscal service
 * never issues two documents for it.
 */
export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    ...receiptPart(),
    refundId: ref('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    kind: fiscalDocumentKind('kind').notNull(),
    state: fiscalState('state').notNull().default('DA_TRASMETTERE'),
    transmissionKey: text('transmission_key').notNull().unique(),
    /** Why the fiscal service refused it (RIFIUTATO); the attempts live on its job. */
    lastError: text('last_error'),
    number: text('number'),
    closingNumber: integer('closing_number'),
    progressive: integer('progressive'),
    provider: text('provider').$type<'simulator' | 'fiskaly'>(),
    providerId: text('provider_id'),
    issuedAt: instant('issued_at'),
    /** The raw request and response of the transmission, for support. */
    exchange: jsonb('exchange'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('fiscal_documents_receipt_idx').on(t.receiptId),
    index('fiscal_documents_salon_state_idx').on(t.salonId, t.state),
    uniqueIndex('fiscal_documents_one_sale_idx')
      .on(t.receiptId, t.kind)
      .where(sql`${t.kind} <> 'RESO'`),
  ],
);

/**
 * Durable background jobs (decision 0023): a kind, a JSON payload, when to run, the attempts so
 * far and the last error; DEAD after too many. `key` makes enqueueing idempotent. Not a salon
 * table: the worker serves every salon, the payload names the salon.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<'PENDING' | 'DONE' | 'DEAD'>().notNull().default('PENDING'),
    runAt: instant('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt)],
);

/** A daily closing ("chiusura giornaliera"): one per salon and day, with the day's report then. */
export const dailyClosings = pgTable(
  'daily_closings',
  {
    ...salonRow(),
    date: calendarDay('date').notNull(),
    report: jsonb('report').notNull(),
    closedBy: ref('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: instant('closed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_closings_salon_date_idx').on(t.salonId, t.date)],
);

/**
 * The fiscal simulator's own state (decision 0021), as the real service keeps it on its side:
 * per salon the open closing and how many documents it has numbered, so a restart goes on from
 * the next number.
 */
export const fiscalSimulatorClosings = pgTable('fiscal_simulator_closings', {
  salonId: salonRef().primaryKey(),
  closingNumber: integer('closing_number').notNull(),
  issued: integer('issued').notNull(),
});

/** The documents the simulator issued, by transmission key (one key, one document). */
export const fiscalSimulatorDocuments = pgTable(
  'fiscal_simulator_documents',
  {
    transmissionKey: text('transmission_key').primaryKey(),
    salonId: salonRef(),
    providerId: text('provider_id').notNull().unique(),
    kind: fiscalDocumentKind('kind').notNull(),
    /** For ANNULLO and RESO: the providerId of the sale. */
    refersTo: text('refers_to'),
    document: jsonb('document').$type<FiscalDocument>().notNull(),
  },
  (t) => [index('fiscal_simulator_documents_refers_idx').on(t.refersTo)],
);
