// The rows of the admin console's and the owner's integration-key states (issue #18).
import { createHash } from 'node:crypto';
import type { Database } from '@agendina/server';

/** The session the admin revokes in the contract (owner user 12's). */
export const SESSION_ID = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
/** Integration key 3's secret: only its hash and prefix are stored. */
const KEY_SECRET = 'agk_Q7f3nV4qL7wX2cR9tY5bM3kH6jD0sF8aPz';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Integration key 3 of Salone Bellavista, "Assistente WhatsApp", active, used once. */
export async function seedIntegrationKey(db: Database): Promise<void> {
  await db.execute(
    `insert into integration_keys (id, salon_id, label, prefix, key_hash, created_at, last_used_at)
       overriding system value values
       (3, 1, 'Assistente WhatsApp', 'agk_Q7f3', '${sha256(KEY_SECRET)}',
        '2030-03-01T10:00:00+01:00', '2030-03-02T11:02:00+01:00')`,
  );
}

/**
 * Salone Bellavista as /admin/salon/1 shows it: a PRO subscription, an open session of its owner
 * (SESSION_ID), integration key 3 and one audit entry (an admin turned digital cash on).
 */
export async function seedAdminSalon(db: Database): Promise<void> {
  await seedIntegrationKey(db);
  for (const statement of [
    `insert into subscriptions (salon_id, status, plan_code, interval, trial_ends_at, current_period_end)
       values (1, 'ACTIVE', 'PRO', 'MONTHLY', '2030-01-24T09:00:00+01:00', now() + interval '20 days')`,
    `insert into sessions (id, user_id, current_jti, remember, created_at, last_used_at, expires_at)
       values ('${SESSION_ID}', 12, 'pact-session-jti', false, now() - interval '2 hours',
               now() - interval '5 minutes', now() + interval '1 day')`,
    `insert into audit_log (id, salon_id, actor_user_id, actor_email, action, summary, before, after, at)
       overriding system value values
       (91, 1, 2, 'admin@agendina.it', 'salon.update', 'Cassa digitale attivata',
        '{"digitalCashEnabled": false}', '{"digitalCashEnabled": true}', '2030-03-01T10:05:00+01:00')`,
  ])
    await db.execute(statement);
}
