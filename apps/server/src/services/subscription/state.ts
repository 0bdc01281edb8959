// The salon's subscription as the contract shows it, and the only ways it changes: a paid
// checkout (verify or webhook, whichever comes first) and the provider's events. Every change
// is one transaction, and an event's id is recorded in the same one (decision 0028: nothing
// here ever locks or deletes a salon's data).
import { acrossSalons, owned, salonFilter } from '../../db/tenant.ts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  checkouts,
  effectiveSubscriptionStatus,
  paymentEvents,
  salons,
  subscriptions,
} from '../../db/schema/index.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { found } from '../../domain/errors.ts';
import type {
  CheckoutState,
  PaymentEvent,
  PaymentProviderCode,
  SubscriptionChange,
} from '../../adapters/payments/types.ts';
import type { Tx } from '../../db/transaction.ts';
import { entitlementsFor, findPlan } from '@agendina/scheduling';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The contract's Subscription of `row` (none: never had one, NONE with the configured provider). */
export function subscriptionView(
  row: SubscriptionRow | undefined,
  provider: PaymentProviderCode,
  now = new Date(),
): Schemas['Subscription'] {
  return {
    status: effectiveSubscriptionStatus(row, now),
    planCode: row?.planCode ?? null,
    planName: findPlan(row?.planCode ?? null)?.name ?? null,
    interval: row?.interval ?? null,
    provider: row?.provider ?? provider,
    trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    entitlements: entitlementsFor(effectiveSubscriptionStatus(row, now), row?.planCode ?? null),
  };
}

export async function subscriptionOf(
  db: Pick<Database, 'select'>,
  salonId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(salonFilter(subscriptions, salonId));
  return row;
}

/** Records the event in `tx`; false when this provider already sent this id (a replay). */
async function firstDelivery(
  tx: Tx,
  provider: PaymentProviderCode,
  event: PaymentEvent,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export interface Settled {
  duplicate: boolean;
  /** The provider subscription the paid one replaces (the caller ends it at the provider). */
  replaced: string | null;
}

/**
 * Applies a checkout the provider says is paid, once: the checkout row is locked and stamped,
 * so verify and the webhook, in either order or at once, make one change. With `event`, the
 * event's id is recorded in the same transaction (a replay changes nothing).
 */
export async function settleCheckout(
  db: Database,
  provider: PaymentProviderCode,
  checkoutId: string,
  state: CheckoutState,
  event?: PaymentEvent,
): Promise<Settled> {
  return db.transaction(async (tx) => {
    if (event && !(await firstDelivery(tx, provider, event)))
      return { duplicate: true, replaced: null };
    if (state.outcome !== 'PAID') return { duplicate: false, replaced: null };
    const [checkout] = await tx
      .select()
      // By its unguessable id: verify and the webhook come without a salon, the checkout names it.
      .from(acrossSalons(checkouts))
      .where(eq(checkouts.id, checkoutId))
      .for('update');
    if (!checkout || checkout.appliedAt !== null) return { duplicate: false, replaced: null };
    const [previous] = await tx
      .select()
      .from(subscriptions)
      .where(salonFilter(subscriptions, checkout.salonId))
      .for('update');
    const values = {
      status: 'ACTIVE' as const,
      planCode: checkout.planCode,
      interval: checkout.interval,
      provider,
      providerCustomerId: state.customerId ?? previous?.providerCustomerId ?? null,
      providerSubscriptionId: state.subscriptionId,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      updatedAt: new Date(),
    };
    await tx
      .insert(subscriptions)
      .values(owned(checkout.salonId, { trialEndsAt: null, ...values }))
      .onConflictDoUpdate({ target: subscriptions.salonId, set: values });
    // A plan with the digital cash desk turns it on (issue #36); the administrator may still
    // turn it off, and nothing later turns it off by itself.
    if (findPlan(checkout.planCode)?.entitlements.cashDesk)
      await tx
        .update(salons)
        .set({ digitalCashEnabled: true })
        .where(eq(salons.id, checkout.salonId));
    await tx
      .update(checkouts)
      .set({ appliedAt: new Date() })
      .where(salonFilter(checkouts, checkout.salonId, eq(checkouts.id, checkoutId)));
    const old = previous?.providerSubscriptionId ?? null;
    const stillBilling = previous?.status === 'ACTIVE' || previous?.status === 'PAST_DUE';
    return {
      duplicate: false,
      replaced: old !== null && old !== state.subscriptionId && stillBilling ? old : null,
    };
  });
}

/** The columns an event changes on the subscription it names; null when it changes nothing. */
function changedColumns(
  change: SubscriptionChange,
  row: SubscriptionRow,
): Partial<SubscriptionRow> | null {
  switch (change.kind) {
    case 'renewed':
      return {
        status: 'ACTIVE',
        ...(change.currentPeriodEnd ? { currentPeriodEnd: change.currentPeriodEnd } : {}),
      };
    case 'paymentFailed':
      return row.status === 'CANCELED' ? null : { status: 'PAST_DUE' };
    case 'updated':
      return {
        ...(change.status ? { status: change.status } : {}),
        cancelAtPeriodEnd: change.cancelAtPeriodEnd,
        ...(change.currentPeriodEnd ? { currentPeriodEnd: change.currentPeriodEnd } : {}),
      };
    case 'ended':
      return { status: 'CANCELED', cancelAtPeriodEnd: false };
    default:
      return null;
  }
}

/**
 * Applies an event about an existing subscription (renewal, failed payment, update, end), its
 * id recorded in the same transaction. An event about a subscription we do not know is
 * recorded and changes nothing.
 */
export async function applySubscriptionEvent(
  db: Database,
  provider: PaymentProviderCode,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, provider, event))) return { duplicate: true };
    const change = event.change;
    if (change.kind === 'ignored' || change.kind === 'checkoutCompleted')
      return { duplicate: false };
    const [row] = await tx
      .select()
      // An event names the provider's subscription, not the salon: this finds the salon.
      .from(acrossSalons(subscriptions))
      .where(
        and(
          eq(subscriptions.provider, provider),
          eq(subscriptions.providerSubscriptionId, change.subscriptionId),
        ),
      )
      .for('update');
    const set = row ? changedColumns(change, row) : null;
    if (row && set)
      await tx
        .update(subscriptions)
        .set({ ...set, updatedAt: new Date() })
        .where(salonFilter(subscriptions, row.salonId));
    return { duplicate: false };
  });
}

/** The checkout of this id, whatever its salon (its unguessable id is the key, and names the salon). */
export async function findCheckout(db: Database, checkoutId: string) {
  const [checkout] = await db
    .select()
    .from(acrossSalons(checkouts))
    .where(eq(checkouts.id, checkoutId));
  return found(checkout, 'Pagamento non trovato', 'CHECKOUT_NOT_FOUND');
}

/** The subscription's status now (a period or trial past its end reads as over). */
export function statusNow(row: SubscriptionRow | undefined) {
  return effectiveSubscriptionStatus(row, new Date());
}

/** Whether `current` is already an active subscription to this plan and interval, not ending. */
export function alreadySubscribed(
  current: SubscriptionRow | undefined,
  planCode: string,
  interval: Schemas['BillingInterval'],
): boolean {
  return (
    statusNow(current) === 'ACTIVE' &&
    current?.planCode === planCode &&
    current.interval === interval &&
    !current.cancelAtPeriodEnd
  );
}
