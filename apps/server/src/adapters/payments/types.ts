import type { Schemas } from '../../domain/contract-types.ts';
import type { Tx } from '../../db/transaction.ts';

export type PaymentProviderCode = Schemas['PaymentProvider'];
type Plan = Schemas['Plan'];
type BillingInterval = Schemas['BillingInterval'];
type SubscriptionStatus = Schemas['SubscriptionStatus'];

export interface CheckoutRequest {
  salonId: number;
  plan: Plan;
  interval: BillingInterval;
  /** The app's /subscription; the provider sends the browser back with checkout=<id>. */
  returnUrl: string;
  /** The provider's customer of this salon, from an earlier payment (null the first time). */
  customerId: string | null;
  customerEmail: string;
  /** The API's address as the browser reaches it (the test provider's hosted page lives there). */
  apiOrigin: string;
}

/** What the provider says of a checkout, asked by id (never read from the return URL). */
export type CheckoutState =
  | {
      outcome: 'PAID';
      subscriptionId: string;
      customerId: string | null;
      /** End of the first period paid for (null when the provider did not say). */
      currentPeriodEnd: Date | null;
    }
  | { outcome: 'DECLINED'; message: string }
  | { outcome: 'CANCELED' }
  | { outcome: 'PENDING' };

/**
 * A one-off payment at the provider's hosted page (issue #35: a deposit asked at online booking),
 * integer cents in euro. The provider sends the browser back to `returnUrl` with checkout=<id>.
 */
export interface PaymentCheckoutRequest {
  salonId: number;
  amountCents: number;
  /** What the page names the payment for: «Acconto 10,00 € · Salone Bellavista». */
  description: string;
  returnUrl: string;
  /** Where the provider sends its receipt (null: the client gave no e-mail). */
  customerEmail: string | null;
  /** The API's address as the browser reaches it (the test provider's hosted page lives there). */
  apiOrigin: string;
  /** Ours, kept by the provider with the payment (the deposit's id, the salon's). */
  metadata: Record<string, string>;
}

/** What the provider says of a one-off payment's checkout, asked by id. */
export type PaymentState =
  | {
      outcome: 'PAID';
      /** The provider's payment (Stripe's PaymentIntent): what a refund names. */
      paymentRef: string;
    }
  | { outcome: 'DECLINED'; message: string }
  | { outcome: 'CANCELED' }
  | { outcome: 'PENDING' };

/** What a provider event means for a salon's subscription. */
export type SubscriptionChange =
  | { kind: 'checkoutCompleted'; checkoutId: string }
  | { kind: 'renewed'; subscriptionId: string; currentPeriodEnd: Date | null }
  | { kind: 'paymentFailed'; subscriptionId: string }
  | {
      kind: 'updated';
      subscriptionId: string;
      status: SubscriptionStatus | null;
      cancelAtPeriodEnd: boolean;
      currentPeriodEnd: Date | null;
    }
  | { kind: 'ended'; subscriptionId: string }
  | { kind: 'ignored' };

export interface PaymentEvent {
  id: string;
  type: string;
  change: SubscriptionChange;
}

/**
 * One payment provider (decision 0029): the built-in test provider or Stripe Checkout. The
 * handlers only ever talk to this; a provider's failure is a ProviderUnavailable (502).
 */
export interface PaymentAdapter {
  readonly provider: PaymentProviderCode;
  /** The webhook path's {provider} this adapter answers ('test' or 'stripe'). */
  readonly webhookName: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ checkoutId: string; url: string }>;
  retrieveCheckout(checkoutId: string): Promise<CheckoutState>;
  /** The person gave up: close the checkout so it can no longer be paid (no-op once paid). */
  expireCheckout(checkoutId: string): Promise<void>;
  /** A one-off payment's hosted page (payment mode): a deposit (issue #35). */
  createPaymentCheckout(
    request: PaymentCheckoutRequest,
  ): Promise<{ checkoutId: string; url: string }>;
  /** The provider's word on a one-off payment's checkout (never the return address's). */
  retrievePayment(checkoutId: string): Promise<PaymentState>;
  /**
   * Gives `amountCents` of a payment back. The idempotency key makes a retried call one refund
   * at the provider. `tx`: the transaction the caller holds its lock in (the built-in test
   * provider records its refund there; a remote provider ignores it).
   */
  refund(
    paymentRef: string,
    amountCents: number,
    idempotencyKey: string,
    tx?: Tx,
  ): Promise<{ refundId: string }>;
  /** Cancel at period end (true) or undo it (false); the period end when the provider tells it. */
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<{ currentPeriodEnd: Date | null }>;
  /** Ends a subscription now (the salon paid for another plan, which replaces it). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** The event of a webhook, its signature checked over the exact body; InvalidSignature otherwise. */
  verifyWebhook(rawBody: string, headers: Headers): PaymentEvent;
}

/** A webhook whose signature is missing, wrong or too old, or whose body is not an event. */
export class InvalidSignature extends Error {}

/** The provider could not be reached or refused the call (502 to the app). */
export class ProviderUnavailable extends Error {}
