import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  cancelSubscriptionMutation,
  checkoutResultQueryOptions,
  createCheckoutMutation,
  plansQueryOptions,
  resumeSubscriptionMutation,
  subscriptionQueryOptions,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { boolean, eachLike, instant, integer, oneOf, regex } from './fixtures.ts';
import { interaction } from './support.ts';

const { string } = MatchersV3;

const PAID_CHECKOUT = 'tcs_pagato_bellavista01';
const checkoutId = (example: string) => regex('^[A-Za-z0-9_]{8,200}$', example);

/** What /subscription shows of the salon's subscription. */
const subscription = (overrides: Record<string, unknown> = {}) => ({
  status: oneOf(['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'NONE'], 'ACTIVE'),
  planCode: string('PRO'),
  planName: string('Pro'),
  interval: oneOf(['MONTHLY', 'YEARLY'], 'MONTHLY'),
  provider: oneOf(['TEST', 'STRIPE'], 'TEST'),
  trialEndsAt: instant('2030-02-18T10:00:00+01:00'),
  currentPeriodEnd: instant('2030-04-04T10:00:00+02:00'),
  cancelAtPeriodEnd: boolean(false),
  ...overrides,
});

describe('Subscription', () => {
  it('GET /subscription/plans', () =>
    interaction({
      state: states.apiRunning,
      description: 'a request for the plans on sale',
      method: 'GET',
      path: '/subscription/plans',
      auth: false,
      status: 200,
      response: eachLike({
        code: regex('^[A-Z][A-Z0-9_]{1,31}$', 'BASE'),
        name: string('Base'),
        description: string('Per chi lavora da solo o con un collaboratore.'),
        monthlyPriceCents: integer(2900),
        yearlyPriceCents: integer(29000),
        features: eachLike('Calendario e prenotazioni'),
      }),
      run: async (app) => {
        const plans = await app.query(plansQueryOptions(app.client));
        expect(plans[0]?.yearlyPriceCents).toBe(29000);
      },
    }));

  it('GET /subscription', () =>
    interaction({
      state: states.subscribed,
      description: "a request for the salon's subscription",
      method: 'GET',
      path: '/subscription',
      status: 200,
      response: subscription(),
      run: async (app) => {
        const current = await app.query(subscriptionQueryOptions(app.client));
        expect(current.status).toBe('ACTIVE');
      },
    }));

  it('POST /subscription/checkout', () =>
    interaction({
      state: states.trialing,
      description: 'a checkout of Pro monthly',
      method: 'POST',
      path: '/subscription/checkout',
      body: {
        planCode: 'PRO',
        interval: 'MONTHLY',
        returnUrl: 'http://localhost:5173/subscription',
      },
      status: 201,
      response: {
        checkoutId: checkoutId('tcs_8Jq2vN5xR1mK7pL3'),
        url: regex('^https?://\\S+$', 'http://127.0.0.1:8080/test-checkout/tcs_8Jq2vN5xR1mK7pL3'),
        provider: oneOf(['TEST', 'STRIPE'], 'TEST'),
      },
      run: async (app) => {
        const checkout = await app.mutate(createCheckoutMutation(app.client), {
          planCode: 'PRO',
          interval: 'MONTHLY',
          returnUrl: 'http://localhost:5173/subscription',
        });
        expect(checkout.url).toContain(checkout.checkoutId);
      },
    }));

  it('POST /subscription/checkout/verify', () =>
    interaction({
      state: states.paidCheckout,
      description: 'a verification of a paid checkout on return from the provider',
      method: 'POST',
      path: '/subscription/checkout/verify',
      auth: false,
      body: { checkoutId: PAID_CHECKOUT },
      status: 200,
      response: {
        checkoutId: checkoutId(PAID_CHECKOUT),
        outcome: oneOf(['PAID', 'DECLINED', 'CANCELED', 'PENDING'], 'PAID'),
        message: string('Abbonamento attivato. Grazie!'),
      },
      run: async (app) => {
        const result = await app.query(checkoutResultQueryOptions(app.client, PAID_CHECKOUT));
        expect(result.outcome).toBe('PAID');
        expect(result).not.toHaveProperty('subscription');
      },
    }));

  it('POST /subscription/cancel', () =>
    interaction({
      state: states.subscribed,
      description: 'a cancellation at the end of the period',
      method: 'POST',
      path: '/subscription/cancel',
      status: 200,
      response: subscription({ cancelAtPeriodEnd: boolean(true) }),
      run: async (app) => {
        const after = await app.mutate(cancelSubscriptionMutation(app.client), undefined);
        expect(after.cancelAtPeriodEnd).toBe(true);
      },
    }));

  it('POST /subscription/resume', () =>
    interaction({
      state: states.cancelling,
      description: 'a resumption of a cancelled subscription',
      method: 'POST',
      path: '/subscription/resume',
      status: 200,
      response: subscription({ cancelAtPeriodEnd: boolean(false) }),
      run: async (app) => {
        const after = await app.mutate(resumeSubscriptionMutation(app.client), undefined);
        expect(after.cancelAtPeriodEnd).toBe(false);
      },
    }));
});
