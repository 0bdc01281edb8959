// The «Statistiche» are an entitlement (issue #36): Premium and every trial. The rule and its
// Italian words are statisticsRefusal of @agendina/scheduling, the ones the app shows.
import { statisticsRefusal } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { effectiveSubscriptionStatus } from '../../db/schema/index.ts';
import { Forbidden } from '../../domain/errors.ts';
import { subscriptionOf } from '../subscription/state.ts';

/** 403 PLAN_LIMIT when the salon's plan has no statistics. */
export async function assertStatistics(db: Database, salonId: number): Promise<void> {
  const subscription = await subscriptionOf(db, salonId);
  const refusal = statisticsRefusal(
    effectiveSubscriptionStatus(subscription, new Date()),
    subscription?.planCode ?? null,
  );
  if (refusal) throw new Forbidden(refusal, 'PLAN_LIMIT');
}
