// Stripe Checkout through the official SDK (decision 0029). Hosted page, subscription mode,
// prices from our catalogue as price_data (no Price objects to keep in step with the code); a
// deposit (issue #35) in payment mode, its PaymentIntent read on retrieve, refunded by it.
// STRIPE_API_BASE points the SDK's host, port and protocol at another server (the local fake
// of test-support/fake-stripe.ts in tests).
import Stripe from 'stripe';
import { planPriceCents } from '@agendina/scheduling';
import { paymentEventOf, subscriptionPeriodEnd } from './events.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';
import { InvalidSignature, ProviderUnavailable } from './types.ts';
import type { CheckoutState, PaymentAdapter, PaymentState } from './types.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | undefined;
}

/** Where the SDK sends its requests: api.stripe.com unless apiBase says otherwise. */
function connection(apiBase: string | undefined) {
  if (apiBase === undefined) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Stripe's answer or its failure as our 502 (the handlers never see an SDK error). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new ProviderUnavailable(
      `Stripe non risponde: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The return address with checkout={CHECKOUT_SESSION_ID}: Stripe fills the template in. */
function stripeReturn(returnUrl: string, cancelled: boolean): string {
  const url = new URL(returnUrl);
  url.searchParams.set('checkout', 'CHECKOUT_SESSION_ID_PLACEHOLDER');
  if (cancelled) url.searchParams.set('cancelled', '1');
  return url.toString().replace('CHECKOUT_SESSION_ID_PLACEHOLDER', '{CHECKOUT_SESSION_ID}');
}

export function stripePaymentAdapter(settings: StripeSettings): PaymentAdapter {
  const stripe = new Stripe(settings.secretKey, {
    ...connection(settings.apiBase),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    provider: 'STRIPE',
    webhookName: 'stripe',
    async createCheckout({ salonId, plan, interval, returnUrl, customerId, customerEmail }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: planPriceCents(plan, interval),
                recurring: { interval: interval === 'YEARLY' ? 'year' : 'month' },
                product_data: { name: `Agendina ${plan.name}` },
              },
            },
          ],
          ...(customerId ? { customer: customerId } : { customer_email: customerEmail }),
          client_reference_id: String(salonId),
          metadata: { salonId: String(salonId), planCode: plan.code, interval },
          subscription_data: { metadata: { salonId: String(salonId), planCode: plan.code } },
          locale: 'it',
          success_url: stripeReturn(returnUrl, false),
          cancel_url: stripeReturn(returnUrl, true),
        }),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe non ha dato la pagina di pagamento');
      return { checkoutId: session.id, url: session.url };
    },
    async retrieveCheckout(checkoutId): Promise<CheckoutState> {
      const session = await call(() =>
        stripe.checkout.sessions.retrieve(checkoutId, { expand: ['subscription'] }),
      );
      if (session.status === 'expired') return { outcome: 'CANCELED' };
      const paid =
        session.status === 'complete' &&
        (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
      const subscription = session.subscription;
      if (!paid || subscription === null) return { outcome: 'PENDING' };
      const customer = session.customer;
      return {
        outcome: 'PAID',
        subscriptionId: typeof subscription === 'string' ? subscription : subscription.id,
        customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
        currentPeriodEnd:
          typeof subscription === 'string' ? null : subscriptionPeriodEnd(subscription),
      };
    },
    async expireCheckout(checkoutId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(checkoutId));
      // Only an open session can expire; a completed one stays paid whatever the URL said.
      if (session.status === 'open') await call(() => stripe.checkout.sessions.expire(checkoutId));
    },
    async createPaymentCheckout({ amountCents, description, returnUrl, customerEmail, metadata }) {
      // No expires_at: Stripe takes 30 minutes at least, the hold is 10; the app's sweep expires
      // the session when the hold ends (decision 0062).
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: amountCents,
                product_data: { name: description },
              },
            },
          ],
          ...(customerEmail ? { customer_email: customerEmail } : {}),
          metadata,
          payment_intent_data: { description, metadata },
          locale: 'it',
          success_url: stripeReturn(returnUrl, false),
          cancel_url: stripeReturn(returnUrl, true),
        }),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe non ha dato la pagina di pagamento');
      return { checkoutId: session.id, url: session.url };
    },
    async retrievePayment(checkoutId): Promise<PaymentState> {
      const session = await call(() =>
        stripe.checkout.sessions.retrieve(checkoutId, { expand: ['payment_intent'] }),
      );
      if (session.status === 'expired') return { outcome: 'CANCELED' };
      const intent = session.payment_intent;
      // A declined card leaves the session open (the client may try another card): PENDING.
      if (session.status !== 'complete' || session.payment_status !== 'paid' || intent === null)
        return { outcome: 'PENDING' };
      return { outcome: 'PAID', paymentRef: typeof intent === 'string' ? intent : intent.id };
    },
    async refund(paymentRef, amountCents, idempotencyKey) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: paymentRef, amount: amountCents },
          { idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await call(() =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
      );
      return { currentPeriodEnd: subscriptionPeriodEnd(subscription) };
    },
    async cancelNow(subscriptionId) {
      await call(() => stripe.subscriptions.cancel(subscriptionId));
    },
    verifyWebhook(rawBody, headers) {
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          headers.get('stripe-signature') ?? '',
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
        return paymentEventOf(event);
      } catch (error) {
        if (error instanceof InvalidSignature) throw error;
        throw new InvalidSignature(error instanceof Error ? error.message : 'Firma non valida');
      }
    },
  };
}
