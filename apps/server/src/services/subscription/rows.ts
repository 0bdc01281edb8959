// The rows the subscription's routes write besides a payment's settlement (state.ts): a new
// checkout, and the cancellation at period end the provider has accepted.
import type { Database } from '../../db/database.ts';
import { checkouts, subscriptions } from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';

/** A checkout opened at the provider, so that its return and its webhook find the salon. */
export async function recordCheckout(
  db: Database,
  salonId: number,
  checkout: {
    id: string;
    provider: Schemas['PaymentProvider'];
    planCode: string;
    interval: Schemas['BillingInterval'];
    returnUrl: string;
  },
): Promise<void> {
  await db.insert(checkouts).values(owned(salonId, checkout));
}

/** Cancel at period end (true) or undo it, as the provider answered. */
export async function setCancelAtPeriodEnd(
  db: Database,
  salonId: number,
  cancel: boolean,
  currentPeriodEnd: Date | null | undefined,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      cancelAtPeriodEnd: cancel,
      ...(currentPeriodEnd ? { currentPeriodEnd } : {}),
      updatedAt: new Date(),
    })
    .where(salonFilter(subscriptions, salonId));
}
