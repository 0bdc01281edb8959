// The provider's webhooks (test provider): signature over the exact body, 5-minute tolerance,
// idempotent by event id; renewals, failed payments and cancellations; a webhook before or after
// the browser's return, or at the same time, applies a payment once.
import { describe, expect, it } from 'vitest';
import { checkouts } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { salonSuite } from './test-support/suite.ts';
import { TEST_PAYMENTS, subscriptionCalls } from './test-support/subscription-calls.ts';

const suite = salonSuite({ config: { payments: TEST_PAYMENTS } });
const { startCheckout, payWith, verify, current, webhook, checkoutRow } = subscriptionCalls(
  () => suite.h,
);

/** A salon paying PRO monthly through the page; its provider subscription id. */
async function paying(): Promise<string> {
  const checkout = await startCheckout(suite.s.token);
  await payWith(checkout.checkoutId, { number: '4242424242424242' });
  const row = await checkoutRow(checkout.checkoutId);
  return row?.testSubscriptionId ?? '';
}

const invoice = (id: string, type: string, subscription: string, periodEnd?: number) => ({
  id,
  object: 'event',
  type,
  data: {
    object: {
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription } },
      lines: { data: periodEnd ? [{ period: { end: periodEnd } }] : [] },
    },
  },
});

describe('webhook signature', () => {
  it('answers 400 to a forged, missing or stale signature and changes nothing', async () => {
    const subscriptionId = await paying();
    const before = (await current(suite.s.token)).body;
    const event = invoice('evt_falso_1', 'invoice.payment_failed', subscriptionId);
    const forged = await webhook(event, { secret: 'whsec_di_qualcun_altro' });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ message: 'Firma non valida', code: 'INVALID_SIGNATURE' });
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await suite.h.api('POST', '/subscription/webhooks/test', { body: event });
    expect(unsigned.status).toBe(400);
    // The signature covers the exact bytes: the same JSON with one more space is forged.
    const body = JSON.stringify(event);
    const tampered = await webhook(event, { raw: body.replace('{', '{ '), signOver: body });
    expect(tampered.status).toBe(400);
    expect(before.status).toBe('ACTIVE');
    expect((await current(suite.s.token)).body).toEqual(before);
    // The genuine one goes through.
    expect((await webhook(event)).status).toBe(200);
    expect((await current(suite.s.token)).body.status).toBe('PAST_DUE');
  });

  it('verifies the body byte for byte, whatever its spacing', async () => {
    const subscriptionId = await paying();
    const raw = `{ "type" : "invoice.payment_failed",\n  "id": "evt_spazi",  "data": {"object": {"parent": {"subscription_details": {"subscription": "${subscriptionId}"}}}}}`;
    const res = await webhook(null, { raw });
    expect(res.status).toBe(200);
    expect((await current(suite.s.token)).body.status).toBe('PAST_DUE');
  });

  it('answers 404 for a provider that is not the configured one', async () => {
    const res = await suite.h.api('POST', '/subscription/webhooks/stripe', {
      body: { id: 'evt_1', type: 'invoice.paid' },
      headers: { 'Stripe-Signature': 't=1,v1=00' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED' });
  });
});

describe('webhook events', () => {
  it('a replayed event answers duplicate and changes nothing', async () => {
    const subscriptionId = await paying();
    const failed = invoice('evt_fallito', 'invoice.payment_failed', subscriptionId);
    expect((await webhook(failed)).body).toEqual({ received: true, duplicate: false });
    const end = Math.floor(Date.now() / 1000) + 40 * 86400;
    expect((await webhook(invoice('evt_pagato', 'invoice.paid', subscriptionId, end))).status).toBe(
      200,
    );
    const after = (await current(suite.s.token)).body;
    expect(after.status).toBe('ACTIVE');
    // The failure again (a provider retry): already processed, the subscription stays ACTIVE.
    expect((await webhook(failed)).body).toEqual({ received: true, duplicate: true });
    expect((await current(suite.s.token)).body).toEqual(after);
  });

  it('renewal, failed payment, cancellation at period end and the end update the status', async () => {
    const subscriptionId = await paying();
    await webhook(invoice('evt_r1', 'invoice.payment_failed', subscriptionId));
    expect((await current(suite.s.token)).body.status).toBe('PAST_DUE');
    const end = Math.floor(Date.parse('2031-05-01T00:00:00Z') / 1000);
    await webhook(invoice('evt_r2', 'invoice.paid', subscriptionId, end));
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'ACTIVE',
      currentPeriodEnd: '2031-05-01T00:00:00.000Z',
    });
    await webhook({
      id: 'evt_r3',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: subscriptionId,
          status: 'active',
          cancel_at_period_end: true,
          items: { data: [{ current_period_end: end }] },
        },
      },
    });
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
    });
    await webhook({
      id: 'evt_r4',
      type: 'customer.subscription.deleted',
      data: { object: { id: subscriptionId, status: 'canceled' } },
    });
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'CANCELED',
      cancelAtPeriodEnd: false,
    });
  });

  it('records an event about an unknown subscription and changes nothing', async () => {
    const res = await webhook(invoice('evt_altro', 'invoice.payment_failed', 'tsu_sconosciuto'));
    expect(res.body).toEqual({ received: true, duplicate: false });
    expect((await webhook({ id: 'evt_tipo', type: 'charge.refunded', data: {} })).status).toBe(200);
  });
});

describe('webhook and verify, in either order', () => {
  /** A checkout the provider has paid but whose event has not been delivered yet. */
  async function paidAtProvider() {
    const checkout = await startCheckout(suite.s.token, 'BASE', 'MONTHLY');
    await suite.h.db
      .update(checkouts)
      .set({
        testState: 'PAID',
        testSubscriptionId: 'tsu_ritardo',
        testCustomerId: 'tcu_ritardo',
        testPeriodEnd: new Date('2031-01-01T00:00:00Z'),
      })
      .where(eq(checkouts.id, checkout.checkoutId));
    const event = {
      id: `evt_${checkout.checkoutId}`,
      type: 'checkout.session.completed',
      data: { object: { id: checkout.checkoutId, payment_status: 'paid' } },
    };
    return { checkoutId: checkout.checkoutId, event };
  }

  it('verify first, the webhook after: applied once, the webhook finds it done', async () => {
    const { checkoutId, event } = await paidAtProvider();
    expect((await verify(checkoutId)).body.outcome).toBe('PAID');
    const applied = await checkoutRow(checkoutId);
    const after = (await current(suite.s.token)).body;
    expect(after).toMatchObject({ status: 'ACTIVE', planCode: 'BASE' });
    expect((await webhook(event)).body).toEqual({ received: true, duplicate: false });
    expect((await checkoutRow(checkoutId))?.appliedAt).toEqual(applied?.appliedAt);
    expect((await current(suite.s.token)).body).toEqual(after);
  });

  it('webhook first, verify after: verify finds it applied', async () => {
    const { checkoutId, event } = await paidAtProvider();
    expect((await webhook(event)).status).toBe(200);
    const applied = await checkoutRow(checkoutId);
    expect(applied?.appliedAt).not.toBeNull();
    expect((await verify(checkoutId)).body).toMatchObject({ outcome: 'PAID' });
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'ACTIVE',
      planCode: 'BASE',
      currentPeriodEnd: '2031-01-01T00:00:00.000Z',
    });
    expect((await checkoutRow(checkoutId))?.appliedAt).toEqual(applied?.appliedAt);
  });

  it('verify and webhook at the same time: one change, every answer consistent', async () => {
    const { checkoutId, event } = await paidAtProvider();
    const answers = await Promise.all([
      verify(checkoutId),
      webhook(event),
      verify(checkoutId),
      webhook(event),
      verify(checkoutId),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const acks = [answers[1], answers[3]].map((a) => (a?.body as { duplicate: boolean }).duplicate);
    expect(acks.sort()).toEqual([false, true]);
    for (const a of [answers[0], answers[2], answers[4]])
      expect(a?.body).toMatchObject({ outcome: 'PAID' });
    expect((await current(suite.s.token)).body).toMatchObject({
      status: 'ACTIVE',
      planCode: 'BASE',
    });
  });
});
