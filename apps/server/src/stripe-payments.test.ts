// The Stripe adapter through the official SDK against the local fake of Stripe's API
// (test-support/fake-stripe.ts; STRIPE_API_BASE points the SDK at it): create, verify, cancel,
// resume, "Annulla", and webhooks signed with the SDK's generateTestHeaderString.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { startFakeStripe } from './test-support/fake-stripe.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { RETURN_URL, subscriptionCalls } from './test-support/subscription-calls.ts';

const SECRET_KEY = 'sk_test_agendina_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_agendina_fake_0123456789';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let h: Harness;
let s: SalonFixture;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  // The settings as the server reads them from its environment.
  const { app } = readConfig({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  h = await createHarness({ config: app });
});
afterAll(async () => {
  await h.close();
  await fake.close();
});
beforeEach(async () => {
  await h.reset();
  s = await seedSalon(h.db, h.api);
});

const { startCheckout, verify, current } = subscriptionCalls(() => h);
const sdk = new Stripe(SECRET_KEY);

function stripeWebhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return h.api<{ received: boolean; duplicate: boolean }>('POST', '/subscription/webhooks/stripe', {
    text: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': sdk.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}

describe('Stripe Checkout through the SDK', () => {
  it('creates a subscription-mode session with our price, and verify reads it PAID from Stripe', async () => {
    const checkout = await startCheckout(s.token, 'PRO', 'YEARLY');
    expect(checkout.provider).toBe('STRIPE');
    expect(checkout.url).toBe(`https://checkout.stripe.test/c/pay/${checkout.checkoutId}`);
    const sent = fake.received.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      customer_email: s.email,
      client_reference_id: String(s.salonId),
      line_items: {
        '0': {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '59000', recurring: { interval: 'year' } },
        },
      },
      success_url: `${RETURN_URL}?checkout={CHECKOUT_SESSION_ID}`,
      cancel_url: `${RETURN_URL}?checkout={CHECKOUT_SESSION_ID}&cancelled=1`,
    });

    expect((await verify(checkout.checkoutId)).body.outcome).toBe('PENDING');
    const paid = fake.complete(checkout.checkoutId);
    const result = await verify(checkout.checkoutId);
    expect(result.body).toMatchObject({ outcome: 'PAID' });
    expect((await current(s.token)).body).toMatchObject({
      status: 'ACTIVE',
      planCode: 'PRO',
      interval: 'YEARLY',
      provider: 'STRIPE',
    });
    expect((await current(s.token)).body.currentPeriodEnd).toBe(
      new Date(paid.periodEnd * 1000).toISOString(),
    );
  });

  it('cancels at period end and resumes at Stripe', async () => {
    const checkout = await startCheckout(s.token);
    const { subscriptionId } = fake.complete(checkout.checkoutId);
    await verify(checkout.checkoutId);
    const cancelled = await h.api('POST', '/subscription/cancel', { token: s.token });
    expect(cancelled.body).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    expect(fake.subscription(subscriptionId)?.['cancel_at_period_end']).toBe(true);
    const resumed = await h.api('POST', '/subscription/resume', { token: s.token });
    expect(resumed.body).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false });
    expect(fake.subscription(subscriptionId)?.['cancel_at_period_end']).toBe(false);
  });

  it('"Annulla" expires the open session at Stripe: CANCELED, and it can no longer be paid', async () => {
    const checkout = await startCheckout(s.token);
    expect((await verify(checkout.checkoutId, true)).body).toMatchObject({ outcome: 'CANCELED' });
    expect((await current(s.token)).body).toMatchObject({ status: 'NONE' });
    expect(fake.session(checkout.checkoutId)?.['status']).toBe('expired');
    expect(() => fake.complete(checkout.checkoutId)).toThrow();
  });

  it('ends the replaced subscription at Stripe when the salon pays for another plan', async () => {
    const first = await startCheckout(s.token, 'BASE');
    const old = fake.complete(first.checkoutId);
    await verify(first.checkoutId);
    const second = await startCheckout(s.token, 'PREMIUM');
    fake.complete(second.checkoutId);
    await verify(second.checkoutId);
    expect(fake.subscription(old.subscriptionId)?.['status']).toBe('canceled');
    expect((await current(s.token)).body).toMatchObject({ planCode: 'PREMIUM', status: 'ACTIVE' });
  });
});

describe('Stripe webhooks', () => {
  it('applies checkout.session.completed (asking Stripe), then payment failed, renewal and end; a replay changes nothing', async () => {
    const checkout = await startCheckout(s.token);
    const { subscriptionId } = fake.complete(checkout.checkoutId);
    const completed = {
      id: 'evt_completed',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: checkout.checkoutId, object: 'checkout.session' } },
    };
    expect((await stripeWebhook(completed)).body).toEqual({ received: true, duplicate: false });
    expect((await current(s.token)).body).toMatchObject({ status: 'ACTIVE', planCode: 'PRO' });
    expect((await verify(checkout.checkoutId)).body.outcome).toBe('PAID');

    const invoice = (eventId: string, type: string, end?: number) => ({
      id: eventId,
      object: 'event',
      type,
      data: {
        object: {
          object: 'invoice',
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId },
          },
          lines: { data: end ? [{ period: { end } }] : [] },
        },
      },
    });
    await stripeWebhook(invoice('evt_failed', 'invoice.payment_failed'));
    expect((await current(s.token)).body.status).toBe('PAST_DUE');
    const end = Math.floor(Date.parse('2032-02-01T00:00:00Z') / 1000);
    await stripeWebhook(invoice('evt_paid', 'invoice.paid', end));
    const renewed = (await current(s.token)).body;
    expect(renewed).toMatchObject({
      status: 'ACTIVE',
      currentPeriodEnd: '2032-02-01T00:00:00.000Z',
    });
    expect((await stripeWebhook(invoice('evt_failed', 'invoice.payment_failed'))).body).toEqual({
      received: true,
      duplicate: true,
    });
    expect((await current(s.token)).body).toEqual(renewed);
    await stripeWebhook({
      id: 'evt_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subscriptionId, object: 'subscription', status: 'canceled' } },
    });
    expect((await current(s.token)).body.status).toBe('CANCELED');
  });

  it('answers 400 to a signature made with another secret, and 404 on the test provider path', async () => {
    const forged = await stripeWebhook(
      { id: 'evt_forged', object: 'event', type: 'invoice.paid', data: { object: {} } },
      'whsec_not_ours',
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const test = await h.api('POST', '/subscription/webhooks/test', {
      body: { id: 'evt_1', type: 'invoice.paid' },
    });
    expect(test.status).toBe(404);
    // No hosted test page when Stripe is the provider.
    expect((await h.app.request('/test-checkout/tcs_0123456789')).status).toBe(404);
  });

  it('answers 502 with an Italian message when Stripe cannot be reached', async () => {
    const { app } = readConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_wrong_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
    const other = await createHarness({ config: app });
    try {
      const salon = await seedSalon(other.db, other.api);
      const res = await other.api('POST', '/subscription/checkout', {
        token: salon.token,
        body: { planCode: 'PRO', interval: 'MONTHLY', returnUrl: RETURN_URL },
      });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    } finally {
      await other.close();
    }
  });
});

describe('configuration', () => {
  it('refuses PAYMENT_PROVIDER=stripe without its keys, naming them', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY e STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      readConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER non valido/);
    expect(readConfig({}).app.payments).toBeUndefined();
  });
});
