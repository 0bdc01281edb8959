import type { Database } from '../db/database.ts';
import { subscriptions } from '../db/schema/index.ts';
import { periodEnd, trialEnd } from '@agendina/scheduling';

const DAY = 24 * 3600 * 1000;

type Values = Omit<typeof subscriptions.$inferInsert, 'salonId'>;

/**
 * A believable subscription per demo salon, by its e-mail: one paying, one in its trial, one
 * whose renewal failed (so the demo shows the banner to /subscription). Test provider ids, so
 * cancel and resume work in the demo.
 */
const DEMO_SUBSCRIPTIONS: Record<string, (now: Date) => Values> = {
  'info@salonebellavista.it': (now) => ({
    status: 'ACTIVE',
    planCode: 'PRO',
    interval: 'MONTHLY',
    provider: 'TEST',
    providerCustomerId: 'tcu_demo_bellavista',
    providerSubscriptionId: 'tsu_demo_bellavista',
    trialEndsAt: new Date(now.getTime() - 60 * DAY),
    currentPeriodEnd: periodEnd(new Date(now.getTime() - 10 * DAY), 'MONTHLY'),
  }),
  'info@centroaurora.it': (now) => ({
    status: 'TRIALING',
    provider: 'TEST',
    trialEndsAt: trialEnd(new Date(now.getTime() - 4 * DAY)),
  }),
  'info@studioarmonia.it': (now) => ({
    status: 'PAST_DUE',
    planCode: 'BASE',
    interval: 'YEARLY',
    provider: 'TEST',
    providerCustomerId: 'tcu_demo_armonia',
    providerSubscriptionId: 'tsu_demo_armonia',
    trialEndsAt: new Date(now.getTime() - 400 * DAY),
    currentPeriodEnd: new Date(now.getTime() - 3 * DAY),
  }),
};

/**
 * The demo subscription of the salon of `email` (a trial for a salon not listed); a copy of a demo
 * salon (demoSalons) has its demo's, with provider ids of its own.
 */
export async function seedDemoSubscription(
  db: Pick<Database, 'insert'>,
  salonId: number,
  email: string,
  now = new Date(),
  copy = 1,
): Promise<void> {
  const values = DEMO_SUBSCRIPTIONS[email]?.(now) ?? {
    status: 'TRIALING' as const,
    trialEndsAt: trialEnd(now),
  };
  const own = (id: string | null | undefined) => (id && copy > 1 ? `${id}_${copy}` : id);
  await db
    .insert(subscriptions)
    .values({
      salonId,
      ...values,
      providerCustomerId: own(values.providerCustomerId),
      providerSubscriptionId: own(values.providerSubscriptionId),
    })
    .onConflictDoNothing();
}
