import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, instant, ref } from './common.ts';
import { salonRef, salons, users } from './tenancy.ts';

/**
 * The keys of a salon's WhatsApp and voice assistants (X-Integration-Key), many per salon so one
 * can be rotated or revoked without stopping the others. Only the SHA-256 of the secret is kept
 * (a long random secret, not a password); `prefix` is its first characters, to tell keys apart.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: idColumn(),
    salonId: salonRef(),
    label: text('label').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdByUserId: ref('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Written at most once a minute per key (auth/integration-key.ts), not on every request. */
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
    revokedByUserId: ref('revoked_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('integration_keys_salon_idx').on(t.salonId, t.createdAt)],
);

/**
 * Every admin action (who, what, when, before/after), written in the transaction of the action
 * itself, so the log never misses a change nor records one that did not happen. The salon is
 * null for actions on no salon (a signup token). `before`/`after` never hold a secret or a hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    salonId: ref('salon_id').references(() => salons.id, { onDelete: 'cascade' }),
    actorUserId: ref('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text: the entry still says who acted after the account is gone. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_salon_idx').on(t.salonId, t.at.desc(), t.id.desc())],
);
