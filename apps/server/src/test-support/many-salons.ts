// Many salons in a few statements (INSERT ... SELECT generate_series), for the admin list's
// paging test and its benchmark (bench/admin-salons.ts): names, e-mails, business types, plans,
// statuses and creation times that repeat, so every sort has ties for the id to break.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

const WORDS = ['Aurora', 'bella', 'Centro', 'delta', 'Estetica', 'Zenit'];

/** Seeds `count` salons, each with its account and (but every 11th) a subscription row. */
export async function seedManySalons(db: Database, count: number): Promise<void> {
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(', ')}]`);
  await db.execute(sql`
    insert into salons (name, business_type, active, digital_cash_enabled, created_at)
    select (${words})[1 + i % ${WORDS.length}] || ' ' || lpad((i % 997)::text, 3, '0'),
           (array['PARRUCCHIERE', 'ESTETISTA', 'MASSAGGIATORE'])[1 + i % 3]::business_type,
           i % 7 <> 0,
           i % 3 = 0,
           timestamptz '2026-01-01 09:00:00+01' + ((i % 500) * interval '1 hour')
      from generate_series(1, ${count}) as i`);
  // The account's e-mail: unique, fixed width (so any collation sorts it alike), some upper case.
  await db.execute(sql`
    insert into users (salon_id, email, name, password_hash, email_verified)
    select s.id,
           case when s.id % 4 = 0 then 'Salone' else 'salone' end
             || lpad(s.id::text, 6, '0') || '@example.it',
           s.name, 'not-a-login', true
      from salons s
     where not exists (select 1 from users u where u.salon_id = s.id)`);
  await db.execute(sql`
    insert into subscriptions (salon_id, status, plan_code, interval, trial_ends_at, current_period_end)
    select s.id,
           (array['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELED', 'TRIALING'])[1 + s.id % 5]::subscription_status,
           case when s.id % 5 in (1, 2, 3) then (array['BASE', 'PRO'])[1 + s.id % 2] end,
           case when s.id % 5 in (1, 2, 3) then 'MONTHLY'::billing_interval end,
           case when s.id % 5 = 4 then now() - interval '1 day' else now() + interval '10 days' end,
           case when s.id % 5 in (1, 2, 3) then now() + interval '20 days' end
      from salons s
     where s.id % 11 <> 0
       and not exists (select 1 from subscriptions x where x.salon_id = s.id)`);
  // Fresh planner statistics, as autovacuum would have after the salons signed up.
  await db.execute(sql`analyze salons`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze subscriptions`);
}
