import type { Database } from '@agendina/server';
import { seedSql } from './seed.ts';

// The subscription rows the consumer contracts read (src/shared/provider-states.ts), written as
// signup and the test provider write them. Dates are far in the future so no trial or period
// has ended when the verification runs.

export const PAID_CHECKOUT = 'tcs_pagato_bellavista01';
export const PRO_SUBSCRIPTION = 'tsu_pro_bellavista';

/** Signup's 14-day trial (here until 2030). */
export const seedTrial = (db: Database) =>
  seedSql(
    db,
    `insert into subscriptions (salon_id, status, provider, trial_ends_at)
     values (1, 'TRIALING', 'TEST', '2030-03-18T10:00:00+01:00')`,
  );

/** Pro monthly, paid at the test provider until 2030-04-04; cancelling or not. */
export const seedPro = (db: Database, cancelAtPeriodEnd = false) =>
  seedSql(
    db,
    `insert into subscriptions (salon_id, status, plan_code, interval, provider,
       provider_customer_id, provider_subscription_id, trial_ends_at, current_period_end,
       cancel_at_period_end)
     values (1, 'ACTIVE', 'PRO', 'MONTHLY', 'TEST', 'tcu_bellavista', '${PRO_SUBSCRIPTION}',
       '2030-02-18T10:00:00+01:00', '2030-04-04T10:00:00+02:00', ${cancelAtPeriodEnd})`,
  );

/** Base monthly, paid at the test provider until 2030-04-04 (two operators allowed). */
export const seedBasePlan = (db: Database) =>
  seedSql(
    db,
    `insert into subscriptions (salon_id, status, plan_code, interval, provider,
       provider_customer_id, provider_subscription_id, trial_ends_at, current_period_end)
     values (1, 'ACTIVE', 'BASE', 'MONTHLY', 'TEST', 'tcu_bellavista', 'tsu_base_bellavista',
       '2030-02-18T10:00:00+01:00', '2030-04-04T10:00:00+02:00')`,
  );

/** A Base monthly checkout the test provider has paid, its event not yet delivered. */
export async function seedPaidCheckout(db: Database): Promise<void> {
  await seedTrial(db);
  await seedSql(
    db,
    `insert into checkouts (id, salon_id, provider, plan_code, interval, return_url, test_state,
       test_subscription_id, test_customer_id, test_period_end)
     values ('${PAID_CHECKOUT}', 1, 'TEST', 'BASE', 'MONTHLY', 'http://localhost:5173/subscription',
       'PAID', 'tsu_base_bellavista', 'tcu_bellavista', '2030-04-04T10:00:00+02:00')`,
  );
}
