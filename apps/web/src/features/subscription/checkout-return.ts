/**
 * The return from the provider's card page: the server adds `checkout=<id>` to the return
 * address and `cancelled=1` when the person gave up (openapi/ CheckoutCreateRequest). The
 * route reads them once, asks the server for the outcome, and moves them into history state so
 * the address is clean again while the result stays on screen (and after a reload).
 */
export interface CheckoutReturn {
  checkoutId: string;
  cancelled: boolean;
}

export interface SubscriptionSearch {
  checkout?: string | undefined;
  cancelled?: boolean | undefined;
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by /subscription's loader on return from the card page. */
    checkoutReturn?: CheckoutReturn;
  }
}

/** The contract's pattern of a checkout id (CheckoutVerifyRequest). */
const CHECKOUT_ID = /^[A-Za-z0-9_]{8,200}$/;

/**
 * validateSearch of /subscription. The router parses `?cancelled=1` as the number 1 and an id
 * made of digits alone as a number: both are read back as they were written.
 */
export function subscriptionSearchOf(search: Record<string, unknown>): SubscriptionSearch {
  const raw = search['checkout'];
  const id = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  const checkout = typeof id === 'string' && CHECKOUT_ID.test(id) ? id : undefined;
  const flag = search['cancelled'];
  const cancelled = flag === 1 || flag === '1' || flag === true ? true : undefined;
  return { checkout, cancelled: checkout ? cancelled : undefined };
}

/** The return the search holds, if any. */
export const checkoutReturnOf = (search: SubscriptionSearch): CheckoutReturn | null =>
  search.checkout ? { checkoutId: search.checkout, cancelled: search.cancelled === true } : null;
