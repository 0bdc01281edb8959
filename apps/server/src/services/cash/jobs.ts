// Durable background jobs (decision 0023): rows of `jobs` with a kind, a JSON payload, when to
// run, the attempts and the last error. A job is claimed with FOR UPDATE SKIP LOCKED inside the
// transaction that runs it, so several processes never run one job at once, and what the job
// writes commits with its new state. A restart loses nothing: the state is the table.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobs } from '../../db/schema/index.ts';

/** A transaction (or the database) that a job writes through. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

export type JobHandler = (tx: Tx, payload: unknown) => Promise<void>;

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
    runAt: Date;
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
export async function reviveJobs(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(jobs)
    .set({ state: 'PENDING', runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(jobs.key, [...keys]), sql`${jobs.state} <> 'DONE'`));
}

/**
 * Claims one due job (of `keys` when given) and runs it in one transaction; false when none is
 * due. A RetryLater, or any other error, counts an attempt and reschedules; a GiveUp, or
 * MAX_ATTEMPTS attempts, make it DEAD.
 */
export async function runOneJob(
  db: Database,
  runner: JobRunner,
  keys?: readonly string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.state, 'PENDING'),
          lte(jobs.runAt, sql`now()`),
          keys ? inArray(jobs.key, [...keys]) : undefined,
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
      await tx.transaction((inner) => handler(inner, job.payload));
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
  options: { limit?: number; keys?: readonly string[] } = {},
): Promise<number> {
  const limit = options.limit ?? 100;
  let ran = 0;
  while (ran < limit && (await runOneJob(db, runner, options.keys))) ran++;
  return ran;
}

/** Polls for due jobs every `intervalMs` until stopped (main.ts starts one per process). */
export function startJobWorker(
  db: Database,
  runner: JobRunner,
  intervalMs = 5000,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? 0 : runDueJobs(db, runner)))
      .catch((error: unknown) => console.error('Lavori in background:', error));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
