import type { Schemas } from '../../domain/contract-types.ts';
import { TRIAL_DAYS } from '@agendina/scheduling';

type BillingInterval = Schemas['BillingInterval'];

// The catalogue (PLANS, findPlan, planPriceCents) lives in @agendina/scheduling: the public
// site's price table shows the same plans the server sells.
export { PLANS, findPlan, planPriceCents } from '@agendina/scheduling';

/** The end of a period that starts at `from`: one calendar month or year later (UTC). */
export function periodEnd(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'YEARLY') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export function trialEnd(from: Date): Date {
  return new Date(from.getTime() + TRIAL_DAYS * 24 * 3600 * 1000);
}
