// What the test provider's hosted page (test-checkout-page.ts) pays: a subscription's checkout
// (decision 0029, state in `checkouts`) or a deposit's one-off payment (issue #35, state in
// `deposits`). Each kind reads as one HostedCheckout: what the page shows, how its state moves
// (one request wins when two race) and the checkout.session.completed object its event carries.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  depositLabel,
  findPlan,
  formatEuro,
  periodEnd,
  planPriceCents,
} from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { checkouts, deposits, salons, testRefunds } from '../../db/schema/index.ts';
import { acrossSalons, salonFilter } from '../../db/tenant.ts';
import type { PageSummary } from './test-checkout-html.ts';
import {
  OPEN_TEST_STATES,
  TEST_PAYMENT_PREFIX,
  testId,
  testPaymentRefOf,
} from './test-provider.ts';

export interface HostedCheckout {
  id: string;
  /** OPEN, AWAITING_3DS, PAID, DECLINED or CANCELED. */
  testState: string;
  testDeclineMessage: string | null;
  returnUrl: string;
  summary: PageSummary;
  /** What the provider has given back of a paid deposit (0 for a subscription). */
  refundedCents: number;
  /** Moves an open checkout to `testState`; false when it was no longer open. */
  move(testState: string, declineMessage?: string): Promise<boolean>;
  /** Pays it; the session object of its completed event, or null when it was no longer open. */
  pay(): Promise<Record<string, unknown> | null>;
}

/** A table of the test provider's payments: each row has an id, a salon and a test state. */
type TestPaymentTable = typeof checkouts | typeof deposits;

/** Writes `values` on the row while it is still open; false when another request moved it first. */
async function updateIfOpen<T extends TestPaymentTable>(
  db: Database,
  table: T,
  row: { id: T['$inferSelect']['id']; salonId: number },
  values: Partial<T['$inferSelect']>,
): Promise<boolean> {
  // Drizzle's update() types its set() from a concrete table, not from a type parameter.
  const moved = await db
    .update(table as TestPaymentTable)
    .set(values)
    .where(
      salonFilter(
        table,
        row.salonId,
        eq(table.id, row.id),
        inArray(table.testState, OPEN_TEST_STATES),
      ),
    )
    .returning({ id: table.id });
  return moved.length > 0;
}

async function subscriptionCheckout(db: Database, id: string): Promise<HostedCheckout | null> {
  const [row] = await db
    .select()
    .from(acrossSalons(checkouts))
    .where(and(eq(checkouts.id, id), eq(checkouts.provider, 'TEST')));
  if (!row) return null;
  const update = (values: Partial<typeof checkouts.$inferSelect>) =>
    updateIfOpen(db, checkouts, row, values);
  const plan = findPlan(row.planCode);
  const interval = row.interval === 'YEARLY' ? 'annuale' : 'mensile';
  const amount = plan ? formatEuro(planPriceCents(plan, row.interval)) : '';
  return {
    id: row.id,
    refundedCents: 0,
    testState: row.testState,
    testDeclineMessage: row.testDeclineMessage,
    returnUrl: row.returnUrl,
    summary: {
      checkoutId: row.id,
      description: `Agendina ${plan?.name ?? row.planCode}, abbonamento ${interval}: ${amount}`,
      amount,
      payee: 'Agendina',
    },
    move: (testState, declineMessage) =>
      update({ testState, ...(declineMessage ? { testDeclineMessage: declineMessage } : {}) }),
    async pay() {
      const subscriptionId = testId('tsu');
      const customerId = testId('tcu');
      const paid = await update({
        testState: 'PAID',
        testSubscriptionId: subscriptionId,
        testCustomerId: customerId,
        testPeriodEnd: periodEnd(new Date(), row.interval),
      });
      return paid
        ? {
            id: row.id,
            object: 'checkout.session',
            mode: 'subscription',
            status: 'complete',
            payment_status: 'paid',
            subscription: subscriptionId,
            customer: customerId,
          }
        : null;
    },
  };
}

async function depositCheckout(db: Database, id: string): Promise<HostedCheckout | null> {
  const [found] = await db
    .select({ row: deposits, salonName: salons.name })
    .from(acrossSalons(deposits))
    .innerJoin(salons, eq(salons.id, deposits.salonId))
    .where(and(eq(deposits.provider, 'TEST'), eq(deposits.checkoutId, id)));
  if (!found) return null;
  const { row, salonName } = found;
  // The provider's own record of its refunds, as its dashboard would show them (issue #35).
  const [refunds] = await db
    .select({ cents: sql<number>`coalesce(sum(${testRefunds.amountCents}), 0)::int` })
    .from(testRefunds)
    .where(eq(testRefunds.paymentRef, testPaymentRefOf(id)));
  const update = (values: Partial<typeof deposits.$inferSelect>) =>
    updateIfOpen(db, deposits, row, values);
  return {
    id,
    refundedCents: Number(refunds?.cents ?? 0),
    testState: row.testState,
    testDeclineMessage: row.testDeclineMessage,
    returnUrl: row.returnUrl,
    summary: {
      checkoutId: id,
      description: `${salonName}: ${depositLabel(row.amountCents)}`,
      amount: formatEuro(row.amountCents),
      payee: salonName,
    },
    move: (testState, declineMessage) =>
      update({ testState, ...(declineMessage ? { testDeclineMessage: declineMessage } : {}) }),
    async pay() {
      const paid = await update({ testState: 'PAID' });
      return paid
        ? {
            id,
            object: 'checkout.session',
            mode: 'payment',
            status: 'complete',
            payment_status: 'paid',
            payment_intent: testPaymentRefOf(id),
          }
        : null;
    },
  };
}

/** The test provider's checkout with this id, of either kind; null when it has none. */
export function hostedCheckout(db: Database, id: string): Promise<HostedCheckout | null> {
  return id.startsWith(`${TEST_PAYMENT_PREFIX}_`)
    ? depositCheckout(db, id)
    : subscriptionCheckout(db, id);
}
