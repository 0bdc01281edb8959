// The fiscal transmission queue as a salon sees it: what waits, what was refused, and "riprova".
import { asc, eq, inArray } from 'drizzle-orm';
import type { FiscalAdapter } from '../../adapters/fiscal/index.ts';
import type { Database } from '../../db/database.ts';
import { fiscalDocuments, receipts } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { fiscalJobs, moveDocuments, transmitJobKey } from './fiscal.ts';
import { reviveJobs, runDueJobs } from '../../jobs/queue.ts';
import { documentView, jobsOf } from './read.ts';

async function openDocuments(db: Database, salonId: number) {
  return db
    .select({ document: fiscalDocuments, receiptNumber: receipts.number })
    .from(fiscalDocuments)
    .innerJoin(receipts, salonFilter(receipts, salonId, eq(receipts.id, fiscalDocuments.receiptId)))
    .where(
      salonFilter(
        fiscalDocuments,
        salonId,
        inArray(fiscalDocuments.state, ['DA_TRASMETTERE', 'RIFIUTATO']),
      ),
    )
    .orderBy(asc(fiscalDocuments.id));
}

export async function fiscalQueue(db: Database, salonId: number): Promise<Schemas['FiscalQueue']> {
  const rows = await openDocuments(db, salonId);
  const jobByDocument = await jobsOf(
    db,
    rows.map((r) => r.document.id),
  );
  return {
    waiting: rows.filter((r) => r.document.state === 'DA_TRASMETTERE').length,
    refused: rows.filter((r) => r.document.state === 'RIFIUTATO').length,
    documents: rows.map(({ document, receiptNumber }) => {
      const job = jobByDocument.get(document.id);
      return {
        receiptId: document.receiptId,
        receiptNumber,
        document: documentView(document, job),
        nextAttemptAt:
          job && job.state === 'PENDING' && document.state === 'DA_TRASMETTERE'
            ? job.runAt.toISOString()
            : null,
      };
    }),
  };
}

/**
 * Transmits now every waiting or refused document of the salon, through the same jobs (claimed
 * with SKIP LOCKED, so a worker running at the same moment never sends one twice). A refused
 * document goes back to DA_TRASMETTERE for the attempt.
 */
export async function retryFiscalQueue(
  db: Database,
  adapter: FiscalAdapter,
  salonId: number,
): Promise<Schemas['FiscalQueue']> {
  const rows = await openDocuments(db, salonId);
  const ids = rows.map((r) => r.document.id);
  if (ids.length > 0) {
    await moveDocuments(db, salonId, ids, {
      from: 'RIFIUTATO',
      to: 'DA_TRASMETTERE',
      lastError: null,
    });
    const keys = ids.map(transmitJobKey);
    await reviveJobs(db, keys);
    await runDueJobs(db, fiscalJobs(adapter), { keys, limit: keys.length });
  }
  return fiscalQueue(db, salonId);
}
