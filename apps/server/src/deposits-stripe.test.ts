// Deposits with Stripe Checkout in payment mode (issue #35), through the official SDK against the
// local fake of Stripe's API (test-support/fake-stripe.ts): the session with our amount, the
// PaymentIntent read on return, the refund with its idempotency key, the webhook, the hold's
// expiry closing the session, and an outage answered 502 with nothing held.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stripePaymentAdapter } from './adapters/payments/stripe.ts';
import { readConfig } from './config.ts';
import { releaseExpiredHolds } from './services/deposits/expiry.ts';
import { BOOKING_RETURN, day, depositSuite } from './test-support/deposit-calls.ts';
import { startFakeStripe } from './test-support/fake-stripe.ts';

const SECRET_KEY = 'sk_test_agendina_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_agendina_fake_0123456789';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
});
afterAll(() => fake.close());

const stripeSettings = () =>
  readConfig({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  }).app;

const { suite, turnOn, taglioRequest, hold, verify, depositRow, salonRows, times } = depositSuite(
  () => ({
    payments: stripeSettings().payments,
  }),
);
const sdk = new Stripe(SECRET_KEY);

function stripeWebhook(event: object) {
  const payload = JSON.stringify(event);
  return suite.h.api('POST', '/subscription/webhooks/stripe', {
    text: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': sdk.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
  });
}

describe('a deposit paid with Stripe Checkout', () => {
  it('opens a payment-mode session for the amount, books on return once paid, refunds once by key', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393361110001', date);
    expect(held.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${held.checkoutId}`);
    const row = await depositRow(held.checkoutId);
    expect(row).toMatchObject({ provider: 'STRIPE', state: 'PENDING', amountCents: 1000 });
    const sent = fake.received.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      locale: 'it',
      line_items: {
        '0': {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '1000' },
        },
      },
      metadata: { depositId: String(row?.id), salonId: String(suite.s.salonId) },
      success_url: `${BOOKING_RETURN}?checkout={CHECKOUT_SESSION_ID}`,
      cancel_url: `${BOOKING_RETURN}?checkout={CHECKOUT_SESSION_ID}&cancelled=1`,
    });
    expect(
      String((sent?.form['line_items'] as never)['0']['price_data']['product_data']['name']),
    ).toBe(
      `Acconto: Taglio donna, ${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} alle 10:00 (Salone Bellavista)`,
    );

    expect((await verify(held.checkoutId)).body.outcome).toBe('PENDING');
    const { paymentIntentId } = fake.completePayment(held.checkoutId);
    const back = await verify(held.checkoutId);
    expect(back.body).toMatchObject({ outcome: 'PAID', confirmation: { status: 'BOOKED' } });
    expect(await depositRow(held.checkoutId)).toMatchObject({
      state: 'PAID',
      paymentRef: paymentIntentId,
    });
    expect((await salonRows()).map((r) => r.status)).toEqual(['BOOKED']);

    const refund = () =>
      suite.h.api('POST', `/deposits/${row?.id}/refund`, { token: suite.s.token });
    const first = await refund();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: 'REFUNDED', refundedCents: 1000, canRefund: false });
    expect((await refund()).status).toBe(409);
    const refundCalls = fake.received.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.map((r) => [r.idempotencyKey, r.form])).toEqual([
      [`deposit-${row?.id}-refund`, { payment_intent: paymentIntentId, amount: '1000' }],
    ]);
    expect(fake.refunds()).toHaveLength(1);
    expect((await depositRow(held.checkoutId))?.refundRef).toBe(fake.refunds()[0]?.['id']);
  });

  it('settles from the signed webhook (checkout.session.completed), once', async () => {
    await turnOn();
    const held = await hold('+393361110002', day());
    fake.completePayment(held.checkoutId);
    const event = {
      id: 'evt_deposit_paid',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: held.checkoutId, object: 'checkout.session', mode: 'payment' } },
    };
    expect((await stripeWebhook(event)).body).toEqual({ received: true, duplicate: false });
    expect((await stripeWebhook(event)).body).toEqual({ received: true, duplicate: true });
    expect((await depositRow(held.checkoutId))?.state).toBe('PAID');
    expect((await salonRows()).map((r) => r.status)).toEqual(['BOOKED']);
  });

  it('the hold’s end expires the session at Stripe and offers the time again', async () => {
    await turnOn();
    const date = day();
    const held = await hold('+393361110003', date);
    const payments = stripePaymentAdapter({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(held.holdExpiresAt).getTime() + 1000);
      expect(await releaseExpiredHolds({ db: suite.h.db, payments, jobs: suite.h.worker })).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(fake.session(held.checkoutId)?.['status']).toBe('expired');
    expect((await depositRow(held.checkoutId))?.state).toBe('EXPIRED');
    expect(await salonRows()).toEqual([]);
    expect(await times(date)).toContain('10:00');
  });

  it('a Stripe outage answers 502 and holds nothing; the same code books once Stripe is back', async () => {
    await turnOn();
    const date = day();
    const body = {
      ...(await taglioRequest('+393361110004', date, '10:00')),
      returnUrl: BOOKING_RETURN,
    };
    fake.setFailing(true);
    let down;
    try {
      down = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', { body });
    } finally {
      fake.setFailing(false);
    }
    expect(down.status).toBe(502);
    expect(down.body).toEqual({
      message: 'Il servizio di pagamento non risponde: riprova tra qualche minuto',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(await salonRows()).toEqual([]);
    expect(await times(date)).toContain('10:00');
    const again = await suite.h.api('POST', '/public/booking/salone-bellavista/bookings', { body });
    expect(again.status).toBe(202);
  });
});
