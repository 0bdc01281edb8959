// What the server keeps only for a while (noticed in session 8: these rows were never removed,
// so the tables grew with every request). Run by every process's worker on a slow timer; the
// deletes are idempotent, so two processes sweeping at once do no harm.
import { and, eq, lt, or, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { acrossSalons } from '../../db/tenant.ts';
import {
  deniedTokens,
  idempotencyKeys,
  jobs,
  loginFailures,
  sessions,
} from '../../db/schema/index.ts';

const DAY_MS = 24 * 3600 * 1000;

/** How long each kind of row outlives its use. */
export const RETENTION = {
  /** An Idempotency-Key answers its retries for a day (as Stripe's keys do). */
  idempotencyKeyMs: DAY_MS,
  /** A job that went through is history after a week; DEAD ones stay until "Riprova" or removal. */
  doneJobMs: 7 * DAY_MS,
  /** An ended session (expired or revoked) is kept 30 days for the reuse detection's sake. */
  endedSessionMs: 30 * DAY_MS,
} as const;

export interface Purged {
  idempotencyKeys: number;
  doneJobs: number;
  endedSessions: number;
  deniedTokens: number;
  loginFailures: number;
}

/** Deletes the rows past their retention; returns how many of each. */
export async function purgeExpired(db: Database, now = new Date()): Promise<Purged> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  // Every salon's keys at once: retention is the same for all (the one sweep that crosses salons).
  const keys = await db
    .delete(acrossSalons(idempotencyKeys))
    .where(lt(idempotencyKeys.createdAt, before(RETENTION.idempotencyKeyMs)))
    .returning({ key: idempotencyKeys.key });
  const done = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'DONE'), lt(jobs.updatedAt, before(RETENTION.doneJobMs))))
    .returning({ id: jobs.id });
  const ended = before(RETENTION.endedSessionMs);
  const oldSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, ended),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ended)),
      ),
    )
    .returning({ id: sessions.id });
  const denied = await db
    .delete(deniedTokens)
    .where(lt(deniedTokens.expiresAt, now))
    .returning({ jti: deniedTokens.jti });
  // Written by the throttle before decision 0020 only: nothing reads it any more.
  const failures = await db.delete(loginFailures).returning({ id: loginFailures.id });
  return {
    idempotencyKeys: keys.length,
    doneJobs: done.length,
    endedSessions: oldSessions.length,
    deniedTokens: denied.length,
    loginFailures: failures.length,
  };
}
