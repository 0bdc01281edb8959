import { eq } from 'drizzle-orm';
import type { PaymentSettings } from '../config.ts';
import { checkouts, subscriptions } from '../db/schema/index.ts';
import { signatureHeader } from '../adapters/payments/signature.ts';
import { TEST_SIGNATURE_HEADER } from '../adapters/payments/test-provider.ts';
import type { Harness } from './harness.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_agendina_test_0123456789abcdef';
export const TEST_PAYMENTS: PaymentSettings = {
  provider: 'test',
  testWebhookSecret: TEST_WEBHOOK_SECRET,
};
export const RETURN_URL = 'http://localhost:5173/subscription';

export interface CardInput {
  name?: string;
  number: string;
  expiry?: string;
  cvc?: string;
}

/** The calls of the subscription tests, as the web app and the test provider's page make them. */
export function subscriptionCalls(h: () => Harness) {
  const startCheckout = async (
    token: string,
    planCode = 'PRO',
    interval: 'MONTHLY' | 'YEARLY' = 'MONTHLY',
  ) => {
    const res = await h().api<{ checkoutId: string; url: string; provider: string }>(
      'POST',
      '/subscription/checkout',
      { token, body: { planCode, interval, returnUrl: RETURN_URL } },
    );
    if (res.status !== 201) throw new Error(`checkout ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  /** A form POST of the hosted page, as a browser without JavaScript sends it. */
  const postPage = (path: string, fields: Record<string, string>) =>
    h().app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  const payWith = (checkoutId: string, card: CardInput) =>
    postPage(`/test-checkout/${checkoutId}`, {
      name: card.name ?? 'Maria Rossi',
      number: card.number,
      expiry: card.expiry ?? '12/39',
      cvc: card.cvc ?? '123',
      action: 'pay',
    });

  const verify = (checkoutId: string, cancelled?: boolean) =>
    h().api<{ outcome: string; message: string }>('POST', '/subscription/checkout/verify', {
      body: cancelled === undefined ? { checkoutId } : { checkoutId, cancelled },
    });

  const current = (token: string) =>
    h().api<{
      status: string;
      planCode: string | null;
      interval: string | null;
      currentPeriodEnd: string | null;
      trialEndsAt: string | null;
      cancelAtPeriodEnd: boolean;
    }>('GET', '/subscription', { token });

  /**
   * A test-provider event, signed like the provider signs (or with `secret`/`timestamp`; `raw`
   * sends these bytes, `signOver` signs others).
   */
  const webhook = (
    event: unknown,
    options: { secret?: string; timestamp?: number; raw?: string; signOver?: string } = {},
  ) => {
    const body = options.raw ?? JSON.stringify(event);
    return h().api<{ received: boolean; duplicate: boolean }>(
      'POST',
      '/subscription/webhooks/test',
      {
        text: body,
        headers: {
          'Content-Type': 'application/json',
          [TEST_SIGNATURE_HEADER]: signatureHeader(
            options.signOver ?? body,
            options.secret ?? TEST_WEBHOOK_SECRET,
            options.timestamp,
          ),
        },
      },
    );
  };

  const subscriptionRow = async (salonId: number) =>
    (await h().db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId)))[0];

  const checkoutRow = async (id: string) =>
    (await h().db.select().from(checkouts).where(eq(checkouts.id, id)))[0];

  return {
    startCheckout,
    postPage,
    payWith,
    verify,
    current,
    webhook,
    subscriptionRow,
    checkoutRow,
  };
}
