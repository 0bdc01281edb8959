import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentProvider } from './enums.ts';
import { idColumn, instant, partOf, ref } from './common.ts';
import { appointments } from './booking.ts';
import { clients, services } from './catalog.ts';
import { pairTable } from './pair-table.ts';
import { salonRef } from './tenancy.ts';

/**
 * A deposit asked by the booking page (issue #35), from the hold to the refund. The visit's rows
 * are written HELD with it and become BOOKED (or REQUESTED) when the provider confirms the
 * payment; `state` moves under a row lock, so the webhook and the browser's return settle it once.
 * Amounts are integer cents.
 *
 * The test provider is the provider too (as for `checkouts`): its hosted page keeps the payment's
 * state in `testState`; for Stripe those columns stay empty and Stripe is asked.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: idColumn(),
    salonId: salonRef(),
    clientId: ref('client_id')
      .notNull()
      .references(() => clients.id),
    /** The visit's first appointment; the deposit stays when the rows of an unpaid hold go. */
    appointmentId: ref('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    groupId: uuid('group_id'),
    /** The provider's checkout (Stripe's Checkout Session id, or the test provider's tcs_…). */
    checkoutId: text('checkout_id').notNull(),
    provider: paymentProvider('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** PENDING, PAID, DECLINED, EXPIRED, REFUNDED (DepositState). */
    state: text('state').notNull().default('PENDING'),
    /** BOOKED or REQUESTED: what the rows become once paid (the page's confirmation mode). */
    bookAs: text('book_as').notNull().default('BOOKED'),
    holdExpiresAt: instant('hold_expires_at').notNull(),
    returnUrl: text('return_url').notNull(),
    /** The provider's payment (Stripe's PaymentIntent id) once paid: what a refund names. */
    paymentRef: text('payment_ref'),
    paidAt: instant('paid_at'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: instant('refunded_at'),
    refundRef: text('refund_ref'),
    /** The receipt that deducted it at the desk («Acconto versato online»). */
    receiptId: ref('receipt_id'),
    /**
     * The receipt that certified it when paid («Acconto online – …», decision 0064): issued once,
     * by the job queue, for a salon with the digital cash desk; null otherwise.
     */
    certifiedReceiptId: ref('certified_receipt_id'),
    /** The waitlist offer this deposit claims (null for a booking from the page). */
    waitlistOfferId: ref('waitlist_offer_id'),
    /** Test provider only: OPEN, AWAITING_3DS, PAID, DECLINED, CANCELED. */
    testState: text('test_state').notNull().default('OPEN'),
    testDeclineMessage: text('test_decline_message'),
    /** What the confirmation answers once paid (services, operator's name …), kept from the hold. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_checkout_idx').on(t.provider, t.checkoutId),
    index('deposits_appointment_idx').on(t.appointmentId),
    index('deposits_client_idx').on(t.salonId, t.clientId),
    index('deposits_pending_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);

/**
 * Refunds the built-in test provider has made (issue #35): what a real provider would show in
 * its dashboard, and what tests read. The idempotency key makes a retried refund one refund.
 */
export const testRefunds = pgTable(
  'test_refunds',
  {
    id: idColumn(),
    paymentRef: text('payment_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_refunds_key_idx').on(t.idempotencyKey)],
);

/** The rule of a service on the booking page: FIXED cents or a PERCENT of the price. */
export const onlineBookingDeposits = pairTable(
  'online_booking_deposits',
  {
    serviceId: partOf('service_id', () => services.id),
    kind: text('kind').$type<'FIXED' | 'PERCENT'>().notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [t.salonId, t.serviceId],
);
