// The plan's limits as the server applies them (issue #36): one more active operator is refused
// past the plan's number, with the message that names the plan allowing it (operatorLimitRefusal
// of @agendina/scheduling, the rule the app shows before its form). Nothing existing is touched.
import { count, eq } from 'drizzle-orm';
import { operatorLimitRefusal } from '@agendina/scheduling';
import type { Tx } from '../db/transaction.ts';
import { effectiveSubscriptionStatus, hairdressers, salons } from '../db/schema/index.ts';
import { salonFilter } from '../db/tenant.ts';
import { Forbidden } from '../domain/errors.ts';
import { subscriptionOf } from './subscription/state.ts';

/**
 * 403 PLAN_LIMIT when the salon may not have one more active operator. Call it in the transaction
 * that adds or reactivates one: the salon's row is locked, so two at once count one after the other.
 */
export async function assertOneMoreOperator(tx: Tx, salonId: number): Promise<void> {
  await tx.select({ id: salons.id }).from(salons).where(eq(salons.id, salonId)).for('update');
  const subscription = await subscriptionOf(tx, salonId);
  const [active] = await tx
    .select({ n: count() })
    .from(hairdressers)
    .where(salonFilter(hairdressers, salonId, eq(hairdressers.active, true)));
  const refusal = operatorLimitRefusal(
    effectiveSubscriptionStatus(subscription, new Date()),
    subscription?.planCode ?? null,
    active?.n ?? 0,
  );
  if (refusal) throw new Forbidden(refusal, 'PLAN_LIMIT');
}
