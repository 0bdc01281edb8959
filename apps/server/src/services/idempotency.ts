import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { owned, salonFilter } from '../db/tenant.ts';
import { refused } from '../domain/errors.ts';

/** The request header that makes a create safe to retry (documented in openapi/ on each create). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The key of a request; null without the header (the contract's schema has checked its form). */
export function idempotencyKeyOf(request: Request): string | null {
  return request.headers.get(IDEMPOTENCY_HEADER);
}

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('hex');
}

/** 422 for a key already used with another body or operation (the IETF draft's answer). */
const keyReused = () =>
  refused(
    'Questa richiesta è già stata inviata con dati diversi: ricarica la pagina e riprova',
    'IDEMPOTENCY_KEY_REUSED',
  );

/**
 * Runs a create once per (salon, key). The key is claimed in the same transaction that writes:
 * a concurrent request with the same key waits on the claim's primary key (PostgreSQL, or PGlite's
 * one session) and, once the first commits, reads its answer instead of booking again. When the
 * create fails the claim is rolled back with it, so a retry runs it again. Without a key, `run`
 * runs as before.
 */
export async function idempotent<R extends { status: number; body: unknown }>(
  db: Database,
  salonId: number,
  key: string | null,
  operation: string,
  body: unknown,
  run: (db: Database) => Promise<R>,
): Promise<R> {
  if (key === null) return run(db);
  const requestHash = hashOf(body);
  const thisKey = eq(idempotencyKeys.key, key);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values(owned(salonId, { key, operation, requestHash }))
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed === undefined) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(salonFilter(idempotencyKeys, salonId, thisKey));
      if (!stored || stored.operation !== operation || stored.requestHash !== requestHash)
        throw keyReused();
      // Written by the transaction that claimed the key, committed with it.
      return { status: stored.status, body: stored.response } as R;
    }
    const reply = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: reply.status, response: reply.body })
      .where(salonFilter(idempotencyKeys, salonId, thisKey));
    return reply;
  });
}
