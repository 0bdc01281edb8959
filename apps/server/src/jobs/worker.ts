// The job worker of one process (decision 0026). It drains due jobs when nudged (the process
// that commits an e-mail job nudges at once, so a code arrives in the time of a request) and,
// when started with a poll interval, every `pollMs` for the jobs other processes committed, the
// retries whose backoff is over and whatever a restart left behind. One drain at a time per
// process; across processes FOR UPDATE SKIP LOCKED keeps two from running one job.
import type { Database } from '../db/database.ts';
import { runDueJobs } from './queue.ts';
import type { JobRunner } from './queue.ts';

export interface JobWorker {
  /** Runs the due jobs of `kind` now, in the background (after the transaction that queued them). */
  nudge(kind: string): void;
  /** Resolves when no drain is running (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops polling and waits for the drain under way. */
  stop(): Promise<void>;
}

/** A task the worker runs every `everyMs`. */
export interface Periodic {
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface JobWorkerOptions {
  /** Poll every this many ms for any due job; none (nudges only) when undefined. */
  pollMs?: number | undefined;
  /** Where a failing drain is reported (the job's own error is stored on its row). */
  report?: (error: unknown) => void;
  /**
   * Slow periodic tasks (the retention sweep, the reminders' sweep), run in the same chain as
   * the drains: one task or several, each on its own timer.
   */
  housekeeping?: Periodic | readonly Periodic[] | undefined;
}

export function jobWorker(
  db: Database,
  runner: JobRunner,
  options: JobWorkerOptions = {},
): JobWorker {
  const report = options.report ?? ((error) => console.error('Lavori in background:', error));
  let chain: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let stopped = false;
  // Each drain waits for the previous one: a nudge during a drain runs once it ends, so a job
  // committed while the drain was past its query is not left to the next poll.
  const drain = (kinds: readonly string[] | undefined) => {
    if (stopped) return;
    pending++;
    chain = chain
      .then(() => (stopped ? 0 : runDueJobs(db, runner, { kinds })))
      .catch(report)
      .finally(() => pending--);
  };
  const timer =
    options.pollMs === undefined ? undefined : setInterval(() => drain(undefined), options.pollMs);
  timer?.unref();
  const tasks = options.housekeeping;
  const sweeps = tasks === undefined ? [] : 'run' in tasks ? [tasks] : tasks;
  const sweepers = sweeps.map((sweep) =>
    setInterval(() => {
      if (stopped) return;
      pending++;
      chain = chain
        .then(sweep.run)
        .catch(report)
        .finally(() => pending--);
    }, sweep.everyMs),
  );
  for (const sweeper of sweepers) sweeper.unref();
  return {
    nudge(kind) {
      drain([kind]);
    },
    async idle() {
      while (pending > 0) await chain;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const sweeper of sweepers) clearInterval(sweeper);
      await chain;
    },
  };
}
