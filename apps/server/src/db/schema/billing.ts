import { sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { billingInterval, paymentProvider, subscriptionStatus } from './enums.ts';
import { instant, ref } from './common.ts';
import { salons } from './tenancy.ts';

/**
 * The subscription of a salon (MODULES.md "Subscription"): one row per salon, written at signup
 * (TRIALING, 14 days) and then only by the payment provider's confirmations (checkout verify and
 * webhooks). `status` is what the provider last said; a trial past its end reads as NONE
 * (effectiveSubscriptionStatus), so no job has to flip it at midnight.
 */
export const subscriptions = pgTable('subscriptions', {
  salonId: salonKey(),
  status: subscriptionStatus('status').notNull().default('TRIALING'),
  planCode: text('plan_code'),
  interval: billingInterval('interval'),
  provider: paymentProvider('provider').notNull().default('TEST'),
  /** The provider's customer and subscription ids (Stripe cus_/sub_, test provider tcu_/tsu_). */
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  trialEndsAt: instant('trial_ends_at'),
  currentPeriodEnd: instant('current_period_end'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

function salonKey() {
  return ref('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' });
}

/**
 * The status a salon is in now: a trial past its end is NONE, and a subscription cancelled at
 * period end whose period is over is CANCELED (the test provider sends no "ended" event, and a
 * late Stripe one must not leave a salon ACTIVE meanwhile). The same rule as SQL, for the admin
 * list's filter and sort (one definition of it, beside the table).
 */
export const effectiveSubscriptionStatus = (
  row:
    | Pick<
        typeof subscriptions.$inferSelect,
        'status' | 'trialEndsAt' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'
      >
    | undefined,
  now: Date,
): (typeof subscriptions.$inferSelect)['status'] => {
  if (!row) return 'NONE';
  if (row.status === 'TRIALING' && (row.trialEndsAt === null || row.trialEndsAt <= now))
    return 'NONE';
  if (
    (row.status === 'ACTIVE' || row.status === 'PAST_DUE') &&
    row.cancelAtPeriodEnd &&
    row.currentPeriodEnd !== null &&
    row.currentPeriodEnd <= now
  )
    return 'CANCELED';
  return row.status;
};

export const effectiveSubscriptionStatusSql = sql<string>`case
  when ${subscriptions.status} is null then 'NONE'
  when ${subscriptions.status} = 'TRIALING'
    and (${subscriptions.trialEndsAt} is null or ${subscriptions.trialEndsAt} <= now()) then 'NONE'
  when ${subscriptions.status} in ('ACTIVE', 'PAST_DUE') and ${subscriptions.cancelAtPeriodEnd}
    and ${subscriptions.currentPeriodEnd} <= now() then 'CANCELED'
  else ${subscriptions.status}::text end`;
