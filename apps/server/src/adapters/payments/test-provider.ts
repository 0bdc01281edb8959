// The built-in test provider (decision 0029): the default adapter. It keeps each checkout's
// state in the checkouts row that its hosted card page (test-checkout-page.ts) moves along.
import { acrossSalons } from '../../db/tenant.ts';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { checkouts } from '../../db/schema/index.ts';
import { paymentEventOf } from './events.ts';
import { verifySignature } from './signature.ts';
import type { CheckoutState, PaymentAdapter } from './types.ts';

/** The header the test provider signs its webhook events in (Stripe's t=,v1= scheme). */
export const TEST_SIGNATURE_HEADER = 'X-Agendina-Signature';

/** States of a test checkout that can still be paid or given up. */
export const OPEN_TEST_STATES = ['OPEN', 'AWAITING_3DS'] as const;

/** An unguessable id the contract's pattern accepts (letters, digits, underscore). */
export const testId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;

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
      await db
        .update(acrossSalons(checkouts))
        .set({ testState: 'CANCELED' })
        .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.testState, OPEN_TEST_STATES)));
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
