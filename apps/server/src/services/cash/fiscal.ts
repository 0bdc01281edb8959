// The fiscal documents of the desk (decision 0023): each is a row of fiscal_documents made with
// its receipt, void or refund, transmitted at once when the service answers, else queued as a
// job ("da trasmettere") that the worker retries with the same transmission key.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { priceReceipt, settle } from '@agendina/scheduling';
import type { DraftLine, PricedReceipt } from '@agendina/scheduling';
import { FiscalError, withFiscalScope } from '../../adapters/fiscal/index.ts';
import type {
  FiscalAdapter,
  FiscalDocument,
  FiscalDocumentKind,
  OriginalDocument,
} from '../../adapters/fiscal/index.ts';
import { fiscalDocuments, receipts, refundLines, refunds } from '../../db/schema/index.ts';
import type { Database } from '../../db/database.ts';
import { salonFilter, owned } from '../../db/tenant.ts';
import { fiscalRejected } from './access.ts';
import { GiveUp, RetryLater, backoffSeconds, enqueueJob } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/queue.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  draftOf,
  linesOfReceipt,
  paymentsOfReceipt,
  storedAdvance,
  storedDiscount,
} from './receipt-rows.ts';

export const TRANSMIT_JOB = 'fiscal.transmit';

interface TransmitPayload {
  salonId: number;
  documentId: number;
}

/** The job of a document: one per document, so enqueueing it again only makes it due. */
export const transmitJobKey = (documentId: number) => `fiscal:${documentId}`;

const SALE_NOT_SENT = 'La vendita non è ancora stata trasmessa: il documento partirà dopo di lei';

type DocumentRow = typeof fiscalDocuments.$inferSelect;

/** The conditions of a receipt's sale document (VENDITA; one per receipt), by id or column. */
export function saleDocumentOf(receiptId: number | typeof receipts.id) {
  return [eq(fiscalDocuments.receiptId, receiptId), eq(fiscalDocuments.kind, 'VENDITA')];
}

/** Moves those of the salon's documents `ids` that are in state `from` to `to`. */
export async function moveDocuments(
  db: Database,
  salonId: number,
  ids: number[],
  move: { from: DocumentRow['state']; to: DocumentRow['state']; lastError: string | null },
): Promise<void> {
  await db
    .update(fiscalDocuments)
    .set({ state: move.to, lastError: move.lastError })
    .where(
      salonFilter(
        fiscalDocuments,
        salonId,
        inArray(fiscalDocuments.id, ids),
        eq(fiscalDocuments.state, move.from),
      ),
    );
}

/**
 * The receipt as priceReceipt() priced it when issued: the same lines, discount and acconto give
 * the same cents.
 */
export async function pricedSale(tx: Tx, salonId: number, receiptId: number) {
  const [receipt] = await tx
    .select()
    .from(receipts)
    .where(salonFilter(receipts, salonId, eq(receipts.id, receiptId)));
  if (!receipt) throw new Error(`Scontrino ${receiptId} mancante`);
  const lines = await linesOfReceipt(tx, salonId, receiptId);
  const draft: DraftLine[] = lines.map(draftOf);
  const priced = priceReceipt(draft, storedDiscount(receipt), storedAdvance(receipt));
  if (!priced.ok) throw new Error(`Scontrino ${receipt.number} non più prezzabile`);
  return { receipt, priced: priced.receipt };
}

async function originalOf(tx: Tx, document: DocumentRow): Promise<OriginalDocument> {
  const [sale] = await tx
    .select()
    .from(fiscalDocuments)
    .where(salonFilter(fiscalDocuments, document.salonId, ...saleDocumentOf(document.receiptId)));
  if (!sale || sale.state !== 'TRASMESSO' || !sale.providerId || !sale.number)
    throw new RetryLater(SALE_NOT_SENT);
  return { providerId: sale.providerId, number: sale.number };
}

/** Asks the adapter for the document of `row` (what it is made of is read again from the tables). */
function requestDocument(
  tx: Tx,
  adapter: FiscalAdapter,
  row: DocumentRow,
): Promise<FiscalDocument> {
  // For the row's salon, in this transaction (a simulator keeps its numbering there).
  return withFiscalScope({ salonId: row.salonId, db: tx }, () => request(tx, adapter, row));
}

async function request(tx: Tx, adapter: FiscalAdapter, row: DocumentRow): Promise<FiscalDocument> {
  const transmissionKey = row.transmissionKey;
  if (row.kind === 'ANNULLO')
    return adapter.issueVoid({ transmissionKey, original: await originalOf(tx, row) });
  const { receipt, priced } = await pricedSale(tx, row.salonId, row.receiptId);
  if (row.kind === 'VENDITA') {
    const payments = await paymentsOfReceipt(tx, row.salonId, receipt.id);
    const settlement = settle(priced.totalCents, payments);
    if (!settlement.ok) throw new Error(`Pagamenti dello scontrino ${receipt.number} incoerenti`);
    return adapter.issueSale({
      transmissionKey,
      receiptNumber: receipt.number,
      receipt: priced,
      payments,
      settlement,
    });
  }
  const original = await originalOf(tx, row);
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(salonFilter(refunds, row.salonId, eq(refunds.id, row.refundId ?? 0)));
  if (!refund) throw new Error(`Reso del documento ${row.id} mancante`);
  const lines = await tx
    .select({
      line: refundLines.line,
      quantity: refundLines.quantity,
      amountCents: refundLines.amountCents,
    })
    .from(refundLines)
    .where(salonFilter(refundLines, row.salonId, eq(refundLines.refundId, refund.id)))
    .orderBy(asc(refundLines.id));
  return adapter.issueReturn({
    transmissionKey,
    receiptNumber: receipt.number,
    original,
    sale: priced satisfies PricedReceipt,
    lines,
    refundMethod: refund.method,
  });
}

/** The columns of a document the service issued (TRASMESSO), as its answer gives them. */
export function sentColumns(document: FiscalDocument) {
  return {
    state: 'TRASMESSO' as const,
    lastError: null,
    number: document.number,
    closingNumber: document.closingNumber,
    progressive: document.progressive,
    provider: document.provider,
    providerId: document.providerId,
    issuedAt: new Date(document.issuedAt),
    exchange: document.exchange,
  };
}

async function markSent(tx: Tx, row: DocumentRow, document: FiscalDocument): Promise<void> {
  await tx
    .update(fiscalDocuments)
    .set(sentColumns(document))
    .where(salonFilter(fiscalDocuments, row.salonId, eq(fiscalDocuments.id, row.id)));
}

/**
 * Creates the fiscal document of a sale, void or refund and transmits it now, in the caller's
 * transaction. Unreachable service (or a sale still waiting): the document stays DA_TRASMETTERE
 * and its job is queued. Refused: 422 and the caller's transaction rolls back, nothing stored.
 * `at` dates the row (the demo seed replays past weeks); now otherwise.
 */
export async function issueDocument(
  tx: Tx,
  adapter: FiscalAdapter,
  values: {
    salonId: number;
    receiptId: number;
    kind: FiscalDocumentKind;
    refundId?: number;
    at?: Date | undefined;
  },
): Promise<void> {
  const [row] = await tx
    .insert(fiscalDocuments)
    .values(
      owned(values.salonId, {
        receiptId: values.receiptId,
        refundId: values.refundId ?? null,
        kind: values.kind,
        transmissionKey: randomUUID(),
        ...(values.at && { createdAt: values.at }),
      }),
    )
    .returning();
  if (!row) throw new Error('Documento fiscale non creato');
  try {
    await markSent(tx, row, await requestDocument(tx, adapter, row));
  } catch (error) {
    if (error instanceof FiscalError && error.kind === 'rejected')
      throw fiscalRejected(error.message);
    if (!(error instanceof RetryLater || error instanceof FiscalError)) throw error;
    await enqueueJob(tx, {
      key: transmitJobKey(row.id),
      kind: TRANSMIT_JOB,
      payload: { salonId: values.salonId, documentId: row.id } satisfies TransmitPayload,
      runAt: new Date(Date.now() + backoffSeconds(1) * 1000),
      attempts: 1,
      lastError: error.message,
    });
  }
}

function payloadOf(payload: unknown): TransmitPayload {
  const p = payload as Partial<TransmitPayload>;
  if (typeof p.salonId !== 'number' || typeof p.documentId !== 'number')
    throw new GiveUp('Lavoro fiscale senza documento');
  return { salonId: p.salonId, documentId: p.documentId };
}

/** The worker's side: transmit a queued document; a refusal marks it RIFIUTATO. */
export function fiscalJobs(adapter: FiscalAdapter): JobRunner {
  return {
    handlers: {
      [TRANSMIT_JOB]: async (tx, payload) => {
        const { salonId, documentId } = payloadOf(payload);
        const [row] = await tx
          .select()
          .from(fiscalDocuments)
          .where(salonFilter(fiscalDocuments, salonId, eq(fiscalDocuments.id, documentId)));
        if (!row || row.state === 'TRASMESSO') return;
        try {
          await markSent(tx, row, await requestDocument(tx, adapter, row));
        } catch (error) {
          if (error instanceof FiscalError && error.kind === 'rejected')
            throw new GiveUp(error.message);
          if (error instanceof FiscalError) throw new RetryLater(error.message);
          throw error;
        }
      },
    },
    async onDead(tx, kind, payload, message) {
      if (kind !== TRANSMIT_JOB) return;
      const { salonId, documentId } = payloadOf(payload);
      await moveDocuments(tx, salonId, [documentId], {
        from: 'DA_TRASMETTERE',
        to: 'RIFIUTATO',
        lastError: message,
      });
    },
  };
}
