import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './common.ts';
import { salonRef } from './tenancy.ts';

/**
 * The answer a create gave to an `Idempotency-Key` (issue #15): the same key with the same body
 * gets the stored answer instead of a second booking. In the database, not in memory, so every
 * server process behind one PostgreSQL sees it; keyed per salon, so two salons never share one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    salonId: salonRef(),
    key: text('key').notNull(),
    /** The operationId the key was used for: the same key on another operation is refused. */
    operation: text('operation').notNull(),
    /** SHA-256 of the validated body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /**
     * The answer, written in the transaction that claimed the key: a concurrent request with the
     * same key waits on the claim and reads it once committed, so null is never read.
     */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.key] })],
);
