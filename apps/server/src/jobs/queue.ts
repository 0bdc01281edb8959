// Durable background jobs (decision 0023): rows of `jobs` with a kind, a JSON payload, when to
// run, the attempts and the last error. A job is claimed with FOR UPDATE SKIP LOCKED inside the
// transaction that runs it, so several processes never run one job at once, and what the job
// writes commits with its new state. A restart loses nothing: the state is the table. The
// e-mail outbox (services/jobs/email.ts) and the fiscal retries run on it; decision 0026.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobs } from '../db/schema/index.ts';
import type { Tx } from '../db/transaction.ts';

/** After this many failed attempts a job is DEAD: a person must look (or retry it by hand). */
export const MAX_ATTEMPTS = 8;

/** Seconds before attempt n+1: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
}

/** A failure the job may overcome later (the service is down): it runs again after a backoff. */
export class RetryLater extends Error {}

/** A failure that will not change by retrying (the service refused): the job is DEAD at once. */
export class GiveUp extends Error {}

/** What a handler knows of its job besides the payload (the key names it to the outside). */
export interface JobInfo {
  id: number;
  key: string;
  attempts: number;
}

export type JobHandler = (tx: Tx, payload: unknown, job: JobInfo) => Promise<void>;

export interface JobRunner {
  handlers: Record<string, JobHandler>;
  /** Called, in the job's transaction, when a job goes DEAD. */
  onDead?: (tx: Tx, kind: string, payload: unknown, error: string) => Promise<void>;
}

/** Queues a job (or brings its existing row back to PENDING at `runAt`): idempotent by key. */
export async function enqueueJob(
  tx: Tx,
  job: {
    key: string;
    kind: string;
    payload: unknown;
    /** A Date, or the database's `now()` (a test's fake clock must not delay a job). */
    runAt: Date | SQL;
    attempts?: number;
    lastError?: string;
  },
): Promise<void> {
  await tx
    .insert(jobs)
    .values({
      key: job.key,
      kind: job.kind,
      payload: job.payload,
      runAt: job.runAt,
      attempts: job.attempts ?? 0,
      lastError: job.lastError ?? null,
    })
    .onConflictDoUpdate({
      target: jobs.key,
      set: { state: 'PENDING', runAt: job.runAt, updatedAt: sql`now()` },
    });
}

/** Makes the jobs with these keys due now, DEAD ones included (the "riprova ora" of a person). */
export async function reviveJobs(db: Database | Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(jobs)
    .set({ state: 'PENDING', runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(jobs.key, [...keys]), sql`${jobs.state} <> 'DONE'`));
}

/** Which due jobs a run may take: those of these keys, or of these kinds (all when neither). */
export interface JobFilter {
  keys?: readonly string[] | undefined;
  kinds?: readonly string[] | undefined;
}

/**
 * Claims one due job (of the filter when given) and runs it in one transaction; false when none
 * is due. A RetryLater, or any other error, counts an attempt and reschedules; a GiveUp, or
 * MAX_ATTEMPTS attempts, make it DEAD. The job is DONE only in the transaction that ran its
 * handler: if the process dies in between, the row lock goes with it and the job runs again
 * (at least once for what the handler does outside the database; exactly once for its writes).
 */
export async function runOneJob(
  db: Database,
  runner: JobRunner,
  filter: JobFilter = {},
): Promise<boolean> {
  const { keys, kinds } = filter;
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'PENDING'),
          lte(jobs.runAt, sql`now()`),
          keys ? inArray(jobs.key, [...keys]) : undefined,
          kinds ? inArray(jobs.kind, [...kinds]) : undefined,
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!job) return false;
    const handler = runner.handlers[job.kind];
    try {
      if (!handler) throw new Error(`Nessun gestore per i lavori di tipo ${job.kind}`);
      // A savepoint: a failed attempt undoes its own writes, never the job's bookkeeping.
      await tx.transaction((inner) =>
        handler(inner, job.payload, { id: job.id, key: job.key, attempts: job.attempts }),
      );
      await tx
        .update(jobs)
        .set({ state: 'DONE', attempts: job.attempts + 1, lastError: null, updatedAt: sql`now()` })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = job.attempts + 1;
      const dead = error instanceof GiveUp || attempts >= MAX_ATTEMPTS;
      await tx
        .update(jobs)
        .set({
          state: dead ? 'DEAD' : 'PENDING',
          attempts,
          lastError: message,
          runAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
      if (dead) await runner.onDead?.(tx, job.kind, job.payload, message);
    }
    return true;
  });
}

/** Runs due jobs until none is left or `limit` have run; how many ran. */
export async function runDueJobs(
  db: Database,
  runner: JobRunner,
  options: JobFilter & { limit?: number } = {},
): Promise<number> {
  const limit = options.limit ?? 100;
  let ran = 0;
  while (ran < limit && (await runOneJob(db, runner, options))) ran++;
  return ran;
}
