import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { billingInterval, paymentProvider } from './enums.ts';
import { idColumn, instant, partOf } from './common.ts';
import { salons } from './tenancy.ts';

/**
 * One checkout started by a salon (POST /subscription/checkout), by the provider's id. verify
 * is public, so this row is what ties the unguessable id to the salon; `appliedAt` makes paying
 * happen once whoever reports it first (verify or the webhook, under a row lock).
 *
 * The test provider is the provider and the app at once: its hosted page keeps the checkout's
 * state in `testState` (and the ids and period it "creates" on payment); for Stripe those
 * columns stay empty and Stripe is asked every time.
 */
export const checkouts = pgTable('checkouts', {
  id: text('id').primaryKey(),
  salonId: partOf('salon_id', () => salons.id),
  provider: paymentProvider('provider').notNull(),
  planCode: text('plan_code').notNull(),
  interval: billingInterval('interval').notNull(),
  returnUrl: text('return_url').notNull(),
  /** Test provider only: OPEN, AWAITING_3DS, PAID, DECLINED, CANCELED. */
  testState: text('test_state').notNull().default('OPEN'),
  testDeclineMessage: text('test_decline_message'),
  testSubscriptionId: text('test_subscription_id'),
  testCustomerId: text('test_customer_id'),
  testPeriodEnd: instant('test_period_end'),
  createdAt: instant('created_at').notNull().defaultNow(),
  /** When the payment was applied to the salon's subscription (null: not yet, or never). */
  appliedAt: instant('applied_at'),
});

/**
 * The provider's events already processed: written in the same transaction as their change,
 * so a replay (same provider, same event id) finds its row and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: idColumn(),
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: instant('processed_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_events_provider_event_unique').on(t.provider, t.eventId)],
);
