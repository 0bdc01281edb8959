// The built-in test provider (decision 0029): the default adapter. It keeps each checkout's
// state in the checkouts row that its hosted card page (test-checkout-page.ts) moves along; a
// deposit's (issue #35) in its deposits row, and its refunds in test_refunds.
import { acrossSalons } from '../../db/tenant.ts';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { checkouts, deposits, testRefunds } from '../../db/schema/index.ts';
import { paymentEventOf } from './events.ts';
import { verifySignature } from './signature.ts';
import { ProviderUnavailable } from './types.ts';
import type { CheckoutState, PaymentAdapter, PaymentState } from './types.ts';

/** The header the test provider signs its webhook events in (Stripe's t=,v1= scheme). */
export const TEST_SIGNATURE_HEADER = 'X-Agendina-Signature';

/** States of a test checkout that can still be paid or given up. */
export const OPEN_TEST_STATES = ['OPEN', 'AWAITING_3DS'] as const;

/** An unguessable id the contract's pattern accepts (letters, digits, underscore). */
export const testId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;

/** The prefix of a one-off payment's checkout (a deposit); a subscription's is tcs_. */
export const TEST_PAYMENT_PREFIX = 'tdp';

/** The payment a paid deposit checkout made: its id's random part under tpi_ (no column to keep). */
export const testPaymentRefOf = (checkoutId: string): string =>
  `tpi_${checkoutId.slice(TEST_PAYMENT_PREFIX.length + 1)}`;

export function testPaymentAdapter(db: Database, webhookSecret: string): PaymentAdapter {
  return {
    provider: 'TEST',
    webhookName: 'test',
    async createCheckout({ apiOrigin }) {
      const checkoutId = testId('tcs');
      return { checkoutId, url: `${apiOrigin}/test-checkout/${checkoutId}` };
    },
    async retrieveCheckout(checkoutId): Promise<CheckoutState> {
      // The provider knows its checkouts by id only, as a real one would.
      const [row] = await db
        .select()
        .from(acrossSalons(checkouts))
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.provider, 'TEST')));
      if (row?.testState === 'PAID' && row.testSubscriptionId)
        return {
          outcome: 'PAID',
          subscriptionId: row.testSubscriptionId,
          customerId: row.testCustomerId,
          currentPeriodEnd: row.testPeriodEnd,
        };
      if (row?.testState === 'DECLINED')
        return { outcome: 'DECLINED', message: row.testDeclineMessage ?? 'Pagamento rifiutato' };
      if (row?.testState === 'CANCELED') return { outcome: 'CANCELED' };
      return { outcome: 'PENDING' };
    },
    async expireCheckout(checkoutId) {
      if (checkoutId.startsWith(`${TEST_PAYMENT_PREFIX}_`)) {
        await db
          .update(acrossSalons(deposits))
          .set({ testState: 'CANCELED' })
          .where(
            and(
              eq(deposits.provider, 'TEST'),
              eq(deposits.checkoutId, checkoutId),
              inArray(deposits.testState, OPEN_TEST_STATES),
            ),
          );
        return;
      }
      await db
        .update(acrossSalons(checkouts))
        .set({ testState: 'CANCELED' })
        .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.testState, OPEN_TEST_STATES)));
    },
    async createPaymentCheckout({ apiOrigin }) {
      // The page shows the deposits row the service writes with this id (as for checkouts).
      const checkoutId = testId(TEST_PAYMENT_PREFIX);
      return { checkoutId, url: `${apiOrigin}/test-checkout/${checkoutId}` };
    },
    async retrievePayment(checkoutId): Promise<PaymentState> {
      const [row] = await db
        .select({ state: deposits.testState, message: deposits.testDeclineMessage })
        .from(acrossSalons(deposits))
        .where(and(eq(deposits.provider, 'TEST'), eq(deposits.checkoutId, checkoutId)));
      if (row?.state === 'PAID')
        return { outcome: 'PAID', paymentRef: testPaymentRefOf(checkoutId) };
      if (row?.state === 'DECLINED')
        return { outcome: 'DECLINED', message: row.message ?? 'Pagamento rifiutato' };
      if (row?.state === 'CANCELED') return { outcome: 'CANCELED' };
      return { outcome: 'PENDING' };
    },
    async refund(paymentRef, amountCents, idempotencyKey, tx) {
      const run = tx ?? db;
      const checkoutId = `${TEST_PAYMENT_PREFIX}_${paymentRef.replace(/^tpi_/, '')}`;
      const [paid] = await run
        .select({ amountCents: deposits.amountCents, state: deposits.testState })
        .from(acrossSalons(deposits))
        .where(and(eq(deposits.provider, 'TEST'), eq(deposits.checkoutId, checkoutId)));
      const byKey = () =>
        run
          .select({ id: testRefunds.id })
          .from(testRefunds)
          .where(eq(testRefunds.idempotencyKey, idempotencyKey));
      // One refund per key: a retry answers the refund made the first time.
      const [before] = await byKey();
      if (before) return { refundId: `tre_${before.id}` };
      const [refunded] = await run
        .select({ cents: sql<number>`coalesce(sum(${testRefunds.amountCents}), 0)::int` })
        .from(testRefunds)
        .where(eq(testRefunds.paymentRef, paymentRef));
      // As a real provider: no refund of a payment it never took, nor of more than was paid.
      if (
        paid?.state !== 'PAID' ||
        !Number.isInteger(amountCents) ||
        amountCents <= 0 ||
        amountCents > paid.amountCents - Number(refunded?.cents ?? 0)
      )
        throw new ProviderUnavailable(`Pagamento di prova ${paymentRef} non rimborsabile`);
      await run
        .insert(testRefunds)
        .values({ paymentRef, amountCents, idempotencyKey })
        .onConflictDoNothing({ target: testRefunds.idempotencyKey });
      const [made] = await byKey();
      if (!made) throw new ProviderUnavailable('Rimborso di prova non registrato');
      return { refundId: `tre_${made.id}` };
    },
    // The test provider bills nobody: the period end the app keeps is the only one there is.
    async setCancelAtPeriodEnd() {
      return { currentPeriodEnd: null };
    },
    async cancelNow() {},
    verifyWebhook(rawBody, headers) {
      verifySignature(rawBody, headers.get(TEST_SIGNATURE_HEADER), webhookSecret);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        parsed = null;
      }
      return paymentEventOf(parsed);
    },
  };
}
