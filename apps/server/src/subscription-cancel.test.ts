// Cancel at period end and resume, through the test provider (409 when there is nothing to do).
import { describe, expect, it } from 'vitest';
import { subscriptions } from './db/schema/index.ts';
import { seedAdmin } from './test-support/fixtures.ts';
import { salonSuite } from './test-support/suite.ts';
import { TEST_PAYMENTS, subscriptionCalls } from './test-support/subscription-calls.ts';

const suite = salonSuite({ config: { payments: TEST_PAYMENTS } });
const { startCheckout, payWith, current } = subscriptionCalls(() => suite.h);

const DAY = 24 * 3600 * 1000;

describe('cancel and resume', () => {
  it('cancels at period end and resumes; 409 when there is nothing to do', async () => {
    const nothing = await suite.h.api('POST', '/subscription/cancel', { token: suite.s.token });
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({
      message: "Non c'è un abbonamento da disdire",
      code: 'NOTHING_TO_CANCEL',
    });
    const checkout = await startCheckout(suite.s.token);
    await payWith(checkout.checkoutId, { number: '4242424242424242' });
    const paidUntil = (await current(suite.s.token)).body.currentPeriodEnd;
    const notCancelling = await suite.h.api('POST', '/subscription/resume', {
      token: suite.s.token,
    });
    expect(notCancelling.status).toBe(409);
    expect(notCancelling.body).toMatchObject({ code: 'NOTHING_TO_RESUME' });

    const cancelled = await suite.h.api('POST', '/subscription/cancel', { token: suite.s.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: paidUntil,
    });
    expect(
      (await suite.h.api('POST', '/subscription/cancel', { token: suite.s.token })).status,
    ).toBe(409);

    const resumed = await suite.h.api('POST', '/subscription/resume', { token: suite.s.token });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false });
  });

  it('refuses to resume a subscription whose period is over', async () => {
    await suite.h.db.insert(subscriptions).values({
      salonId: suite.s.salonId,
      status: 'ACTIVE',
      planCode: 'BASE',
      interval: 'MONTHLY',
      providerSubscriptionId: 'tsu_finito',
      currentPeriodEnd: new Date(Date.now() - DAY),
      cancelAtPeriodEnd: true,
    });
    const res = await suite.h.api('POST', '/subscription/resume', { token: suite.s.token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "L'abbonamento è terminato: scegli di nuovo un piano per riattivarlo",
      code: 'NOTHING_TO_RESUME',
    });
  });

  it('reads CANCELED once the period of a cancelled subscription is over, here and in /admin', async () => {
    await suite.h.db.insert(subscriptions).values({
      salonId: suite.s.salonId,
      status: 'ACTIVE',
      planCode: 'BASE',
      interval: 'MONTHLY',
      providerSubscriptionId: 'tsu_scaduto',
      currentPeriodEnd: new Date(Date.now() - DAY),
      cancelAtPeriodEnd: true,
    });
    expect((await current(suite.s.token)).body).toMatchObject({ status: 'CANCELED' });
    const admin = await seedAdmin(suite.h.db, suite.h.api);
    const ended = await suite.h.api('GET', '/admin/salons?status=CANCELED', { token: admin.token });
    expect(ended.body).toMatchObject({ totalElements: 1, content: [{ id: suite.s.salonId }] });
    const active = await suite.h.api('GET', '/admin/salons?status=ACTIVE', { token: admin.token });
    expect(active.body).toMatchObject({ totalElements: 0 });
  });
});
