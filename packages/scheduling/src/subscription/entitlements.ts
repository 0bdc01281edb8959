import type { components } from '@agendina/contract';
import { PLANS } from './plans.ts';

type Plan = components['schemas']['Plan'];
type PlanEntitlements = components['schemas']['PlanEntitlements'];
type SubscriptionStatus = components['schemas']['SubscriptionStatus'];

// What a salon may add now (issue #36), from the plans' own data (PLANS): one rule for the server,
// which refuses past a limit, and for the app, which says so before a form. Limits apply to new
// things only; nothing a salon has is ever locked, hidden or deleted (decision 0028).

/** A trial tries everything. */
const EVERYTHING: PlanEntitlements = {
  maxOperators: null,
  cashDesk: true,
  warehouse: true,
  assistants: true,
  statistics: true,
};

/** The plan whose limits apply, or null during a trial (no limit). */
export function limitingPlan(status: SubscriptionStatus, planCode: string | null): Plan | null {
  if (status === 'TRIALING') return null;
  const paid = status === 'ACTIVE' || status === 'PAST_DUE';
  const plan = paid ? PLANS.find((p) => p.code === planCode) : undefined;
  // Without a subscription (the trial over, or cancelled), the cheapest plan's limits.
  return plan ?? (PLANS[0] as Plan);
}

/** What a salon in `status` on `planCode` may add now. */
export function entitlementsFor(
  status: SubscriptionStatus,
  planCode: string | null,
): PlanEntitlements {
  return limitingPlan(status, planCode)?.entitlements ?? EVERYTHING;
}

/**
 * Why one more active operator is refused, in Italian, naming the cheapest plan that allows it;
 * null when the salon may add one.
 */
export function operatorLimitRefusal(
  status: SubscriptionStatus,
  planCode: string | null,
  activeOperators: number,
): string | null {
  const plan = limitingPlan(status, planCode);
  const max = plan?.entitlements.maxOperators ?? null;
  if (plan === null || max === null || activeOperators < max) return null;
  const upgrade = PLANS.find(
    (p) => p.entitlements.maxOperators === null || p.entitlements.maxOperators > activeOperators,
  );
  const next = upgrade
    ? `passa a ${upgrade.name} per aggiungerne altri`
    : 'non se ne aggiungono altri';
  const paid = status === 'ACTIVE' || status === 'PAST_DUE';
  return paid
    ? `Il piano ${plan.name} comprende fino a ${max} operatori: ${next}`
    : `Senza abbonamento valgono i limiti del piano ${plan.name}, fino a ${max} operatori: abbonati a ${upgrade?.name ?? plan.name} per aggiungerne altri`;
}

/**
 * Why the «Statistiche» are refused, in Italian, naming the cheapest plan that has them; null
 * when the salon has them (Premium, and every trial).
 */
export function statisticsRefusal(
  status: SubscriptionStatus,
  planCode: string | null,
): string | null {
  if (entitlementsFor(status, planCode).statistics) return null;
  const plan = PLANS.find((p) => p.entitlements.statistics);
  return `Le statistiche sono comprese nel piano ${plan?.name ?? 'Premium'}`;
}
