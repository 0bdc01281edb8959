// Throttling and rate limits kept in the database (table rate_limits, decision 0020): a use is
// claimed BEFORE the work it guards (a password check, an e-mail, a signup), in one transaction
// that locks the counters' rows, so parallel requests cannot all read "under the limit" and all
// go through, whether they reach one process or several on the same PostgreSQL.
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig, Limit, RateLimits } from '../config.ts';
import type { Database } from '../db/database.ts';
import { retryingAbortedTransaction } from '../db/errors.ts';
import { rateLimits } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';
import { HttpError } from '../http/errors.ts';

/** At most `limit` uses in a fixed window of `seconds` from the window's first use. */
export interface WindowRule {
  kind: 'window';
  key: string;
  limit: number;
  seconds: number;
}

/**
 * `free` uses, then each further use waits 2^(uses - free) seconds after the previous one, at
 * most `maxDelaySeconds` (a slowdown, never a lock); the count starts again after `seconds`
 * without uses.
 */
export interface ProgressiveRule {
  kind: 'progressive';
  key: string;
  free: number;
  seconds: number;
  maxDelaySeconds: number;
}

export type Rule = WindowRule | ProgressiveRule;

export const windowRule = (key: string, { limit, seconds }: Limit): WindowRule => ({
  kind: 'window',
  key,
  limit,
  seconds,
});

type Row = typeof rateLimits.$inferSelect;

/** The row as it counts now: a finished window (or a quiet one, for a slowdown) counts 0. */
function current(rule: Rule, row: Row, now: number): Row {
  const since = rule.kind === 'window' ? row.windowStartedAt.getTime() : row.lastAt.getTime();
  return since + rule.seconds * 1000 <= now
    ? { ...row, count: 0, windowStartedAt: new Date(now) }
    : row;
}

/**
 * Milliseconds to wait before this rule allows one more use; 0 when it allows it now. Never more
 * than the window or the delay itself: claims made at once each take their own `now`, and one
 * taken a moment before the claim that started the window would otherwise wait 61 s of a 60 s
 * window.
 */
function waitMs(rule: Rule, row: Row, now: number): number {
  if (rule.kind === 'window') {
    if (row.count < rule.limit) return 0;
    const windowMs = rule.seconds * 1000;
    return Math.min(windowMs, row.windowStartedAt.getTime() + windowMs - now);
  }
  if (row.count < rule.free) return 0;
  const delay = Math.min(2 ** (row.count - rule.free), rule.maxDelaySeconds) * 1000;
  return Math.max(0, Math.min(delay, row.lastAt.getTime() + delay - now));
}

/** Rows untouched for a day are forgotten (every window and slowdown is far shorter). */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/**
 * Claims one use under every rule, all or none: null when claimed, else the seconds to wait
 * (at least 1) before the rules would allow it. The rows are locked in key order, so two
 * claims never deadlock.
 */
export async function claim(db: Database, rules: Rule[], at = new Date()): Promise<number | null> {
  if (rules.length === 0) return null;
  const now = at.getTime();
  const keys = [...new Set(rules.map((r) => r.key))].sort();
  const wait = await retryingAbortedTransaction(() => claimInTransaction(db, rules, keys, at));
  // An occasional sweep keeps the table to the keys in use, without a timer in every process. It
  // skips the rows a claim holds, so it never waits on one nor makes one wait.
  if (Math.random() < 0.01) await sweep(db, new Date(now - FORGET_AFTER_MS));
  return wait === 0 ? null : Math.max(1, Math.ceil(wait / 1000));
}

/** Milliseconds to wait (0 when every rule allowed the use and it was counted). */
function claimInTransaction(
  db: Database,
  rules: Rule[],
  keys: string[],
  at: Date,
): Promise<number> {
  const now = at.getTime();
  return db.transaction(async (tx) => {
    // An upsert, not an insert that skips existing keys and a select: a forget between those two
    // statements deleted the row, and the claim found nothing to count. The upsert locks every
    // row (new or old) in key order and returns it as it is.
    const rows = await tx
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, count: 0, windowStartedAt: at, lastAt: at })))
      .onConflictDoUpdate({ target: rateLimits.key, set: { key: sql`excluded.key` } })
      .returning();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const counted = rules.map((rule) => current(rule, byKey.get(rule.key) as Row, now));
    const longest = Math.max(0, ...rules.map((rule, i) => waitMs(rule, counted[i] as Row, now)));
    if (longest > 0) return longest;
    for (const row of counted)
      await tx
        .update(rateLimits)
        .set({ count: row.count + 1, windowStartedAt: row.windowStartedAt, lastAt: at })
        .where(eq(rateLimits.key, row.key));
    return 0;
  });
}

async function sweep(db: Database, before: Date): Promise<void> {
  const stale = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lt(rateLimits.lastAt, before))
    .for('update', { skipLocked: true });
  await db.delete(rateLimits).where(inArray(rateLimits.key, stale));
}

/**
 * Changes these keys' rows one statement per key, in key order, as a claim locks them: a statement
 * that changed several rows at once would lock them in the table's order instead, and a claim
 * holding one of them while waiting for another deadlocked with it (seen as a 500 on a login
 * under a parallel attack).
 */
function inKeyOrder(
  db: Database,
  keys: string[],
  change: (tx: Tx, key: string) => Promise<unknown>,
) {
  return retryingAbortedTransaction(() =>
    db.transaction(async (tx) => {
      for (const key of [...new Set(keys)].sort()) await change(tx, key);
    }),
  );
}

/** Gives a claimed use back (the attempt it guarded turned out not to count, e.g. a good password). */
export async function release(db: Database, keys: string[]): Promise<void> {
  await inKeyOrder(db, keys, (tx, key) =>
    tx
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key)),
  );
}

/** Forgets the counters of these keys. */
export async function forget(db: Database, keys: string[]): Promise<void> {
  await inKeyOrder(db, keys, (tx, key) => tx.delete(rateLimits).where(eq(rateLimits.key, key)));
}

/** "5 minuti", "1 minuto", "30 secondi": the wait of a 429 in words (Intl plural rules). */
export function waitInWords(seconds: number): string {
  const plural = new Intl.PluralRules('it-IT');
  if (seconds < 60) return `${seconds} ${plural.select(seconds) === 'one' ? 'secondo' : 'secondi'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${plural.select(minutes) === 'one' ? 'minuto' : 'minuti'}`;
}

/** The contract's 429 (responses.yaml TooManyRequests): ErrorBody and Retry-After in seconds. */
export function tooManyRequests(
  retryAfter: number,
  message: string,
  code = 'TOO_MANY_REQUESTS',
): HttpError {
  return new HttpError(429, `${message} Riprova tra ${waitInWords(retryAfter)}.`, {
    code,
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/** Claims a use under the rules, or throws the 429 with `message`. */
export async function limit(db: Database, rules: Rule[], message: string): Promise<void> {
  const wait = await claim(db, rules);
  if (wait !== null) throw tooManyRequests(wait, message);
}

/** The limits counted per client address (config.rateLimits). */
type PerAddress = {
  [K in keyof RateLimits]: K extends `${string}PerAddress` ? K : never;
}[keyof RateLimits];

/** Claims one use of a per-address limit of a public call (key `<name>:<address>`), or 429. */
export const limitPerAddress = (
  ctx: { db: Database; config: AppConfig; ip: string },
  name: PerAddress,
  message: string,
): Promise<void> =>
  limit(ctx.db, [windowRule(`${name}:${ctx.ip}`, ctx.config.rateLimits[name])], message);

/** The reads of the public booking pages (the page, its days and times, a link's view), per address. */
export const limitBookingReads = (ctx: { db: Database; config: AppConfig; ip: string }) =>
  limitPerAddress(ctx, 'bookingReadsPerAddress', 'Troppe richieste da questo indirizzo.');
