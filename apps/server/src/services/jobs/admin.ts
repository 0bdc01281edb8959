// The durable jobs as the admin sees them (GET /admin/jobs, POST /admin/jobs/{id}/retry; decision
// 0026): the dead letters of every kind (e-mails, fiscal transmissions) with their salon, read
// from the payload's salonId, and "Riprova", which puts a job back to run now.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../domain/caller.ts';
import { recordAudit } from '../audit.ts';
import { jobs, salons } from '../../db/schema/index.ts';
import { conflict, found } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { TRANSMIT_JOB, moveDocuments } from '../cash/fiscal.ts';
import type { Tx } from '../../db/transaction.ts';

/** How many jobs the list shows: the newest; an admin facing more has a bigger problem. */
export const ADMIN_JOBS_LIMIT = 200;

type JobState = Schemas['JobState'];

// The salon a job is for: every payload names it (salonId), when there is one.
const salonOfJob = sql`${salons.id} = (${jobs.payload} ->> 'salonId')::integer`;

const columns = {
  id: jobs.id,
  kind: jobs.kind,
  state: jobs.state,
  attempts: jobs.attempts,
  lastError: jobs.lastError,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  salonId: salons.id,
  salonName: salons.name,
};

interface Row {
  id: number;
  kind: string;
  state: JobState;
  attempts: number;
  lastError: string | null;
  runAt: Date;
  createdAt: Date;
  updatedAt: Date;
  salonId: number | null;
  salonName: string | null;
}

function view(row: Row): Schemas['AdminJob'] {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    salonId: row.salonId,
    salonName: row.salonName,
  };
}

function select(db: Database | Tx) {
  return db.select(columns).from(jobs).leftJoin(salons, salonOfJob);
}

export async function listJobs(db: Database, state: JobState = 'DEAD') {
  const rows = await select(db)
    .where(eq(jobs.state, state))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(ADMIN_JOBS_LIMIT);
  return rows.map(view);
}

/**
 * Puts job `id` back to PENDING, due now, with its attempts counted from zero; a refused fiscal
 * document goes back to DA_TRASMETTERE with it. The row is locked first: a worker running the
 * job right now finishes before (and a job that just went DONE is 409, not run twice).
 */
export async function retryJob(
  db: Database,
  id: number,
  actor: Caller,
): Promise<Schemas['AdminJob']> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    const current = found(job, 'Attività non trovata', 'JOB_NOT_FOUND');
    if (current.state === 'DONE')
      throw conflict("L'attività è già stata completata", 'JOB_ALREADY_DONE');
    await tx
      .update(jobs)
      .set({ state: 'PENDING', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
    if (current.kind === TRANSMIT_JOB) {
      const { salonId, documentId } = current.payload as { salonId: number; documentId: number };
      await moveDocuments(tx, salonId, [documentId], {
        from: 'RIFIUTATO',
        to: 'DA_TRASMETTERE',
        lastError: null,
      });
    }
    const [row] = await select(tx).where(eq(jobs.id, id));
    const after = view(row as Row);
    // In the retry's transaction: the register shows every retry that happened, and only those.
    await recordAudit(tx, actor, {
      salonId: after.salonId ?? null,
      action: 'job.retry',
      summary: `Attività ${after.id} (${after.kind}) rimessa in coda`,
      before: {
        jobId: current.id,
        kind: current.kind,
        state: current.state,
        attempts: current.attempts,
      },
      after: { jobId: after.id, kind: after.kind, state: after.state, attempts: after.attempts },
    });
    return after;
  });
}
