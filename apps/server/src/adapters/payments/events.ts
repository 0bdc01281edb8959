// What a provider event means for a subscription. Stripe's event shapes (API 2026-10-28): the
// test provider sends the same ones, so this one reading serves both adapters.
import type { Schemas } from '../../domain/contract-types.ts';
import { InvalidSignature } from './types.ts';
import type { PaymentEvent, SubscriptionChange } from './types.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** An id, whether the field holds it or the expanded object. */
const idOf = (value: unknown): string | null =>
  text(value) ?? (isObject(value) ? text(value['id']) : null);
const epoch = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;
const first = (list: unknown): Json | null => {
  const data = isObject(list) ? list['data'] : null;
  return Array.isArray(data) && isObject(data[0]) ? data[0] : null;
};

/** A Stripe subscription's status in ours; null for the ones that change nothing here. */
export function subscriptionStatusOf(status: unknown): Schemas['SubscriptionStatus'] | null {
  switch (status) {
    case 'active':
      return 'ACTIVE';
    case 'past_due':
    case 'unpaid':
      return 'PAST_DUE';
    case 'canceled':
    case 'incomplete_expired':
      return 'CANCELED';
    default:
      return null;
  }
}

/** The end of the period of a subscription: on its first item since API 2025-03-31. */
export function subscriptionPeriodEnd(subscription: unknown): Date | null {
  if (!isObject(subscription)) return null;
  return epoch(
    first(subscription['items'])?.['current_period_end'] ?? subscription['current_period_end'],
  );
}

/** An invoice's subscription: under parent.subscription_details since API 2025-03-31. */
function invoiceSubscription(invoice: Json): string | null {
  const parent = invoice['parent'];
  const details = isObject(parent) ? parent['subscription_details'] : null;
  return idOf(isObject(details) ? details['subscription'] : invoice['subscription']);
}

function changeOf(type: string, object: Json): SubscriptionChange {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const id = text(object['id']);
      return id ? { kind: 'checkoutCompleted', checkoutId: id } : { kind: 'ignored' };
    }
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscription(object);
      if (!subscriptionId) return { kind: 'ignored' };
      const period = first(object['lines'])?.['period'];
      return {
        kind: 'renewed',
        subscriptionId,
        currentPeriodEnd: epoch(isObject(period) ? period['end'] : null),
      };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(object);
      return subscriptionId ? { kind: 'paymentFailed', subscriptionId } : { kind: 'ignored' };
    }
    case 'customer.subscription.updated': {
      const subscriptionId = text(object['id']);
      if (!subscriptionId) return { kind: 'ignored' };
      return {
        kind: 'updated',
        subscriptionId,
        status: subscriptionStatusOf(object['status']),
        cancelAtPeriodEnd: object['cancel_at_period_end'] === true,
        currentPeriodEnd: subscriptionPeriodEnd(object),
      };
    }
    case 'customer.subscription.deleted': {
      const subscriptionId = text(object['id']);
      return subscriptionId ? { kind: 'ended', subscriptionId } : { kind: 'ignored' };
    }
    default:
      return { kind: 'ignored' };
  }
}

/** The event of a verified body; InvalidSignature when it is not an event at all. */
export function paymentEventOf(event: unknown): PaymentEvent {
  if (!isObject(event)) throw new InvalidSignature('Evento non valido');
  const id = text(event['id']);
  const type = text(event['type']);
  const data = event['data'];
  if (!id || !type) throw new InvalidSignature('Evento non valido');
  const object = isObject(data) && isObject(data['object']) ? data['object'] : {};
  return { id, type, change: changeOf(type, object) };
}
