// A day of the demo's cash desk written at once: the receipts "Incassa" would have issued that
// day, priced, numbered and stored with the same values (services/cash/issue-rows.ts), each with
// the documento commerciale of the fiscal simulator, its settled visits and its product lines'
// VENDITA movements. Issuing them one by one through the desk is a score of queries each; the
// demo has about a thousand.
import { randomUUID } from 'node:crypto';
import { withFiscalScope } from '../adapters/fiscal/index.ts';
import type { Database } from '../db/database.ts';
import { fiscalDocuments, receiptCounters, receipts } from '../db/schema/index.ts';
import { owned } from '../db/tenant.ts';
import { sentColumns } from '../services/cash/fiscal.ts';
import { requestHash } from '../services/cash/idempotency-key.ts';
import { priceRequest, receiptColumns, receiptNumber } from '../services/cash/issue-rows.ts';
import type { IssueRequest } from '../services/cash/issue-rows.ts';
import { writeReceiptParts } from '../services/cash/receipt-parts.ts';
import { writeSale } from '../services/warehouse/cash-stock.ts';
import { addMinutes, localOf } from './demo-clock.ts';
import type { DemoFiscal } from './demo-fiscal.ts';

/** A receipt as the desk would have sent it, and when. */
export interface ReceiptDraft {
  at: Date;
  body: IssueRequest;
  client: { id: number; name: string } | null;
}

/** The desk of one salon's history: its simulator, the services' categories, its numbering. */
export interface DemoDesk {
  salonId: number;
  userId: number;
  fiscal: DemoFiscal;
  categories: ReadonlyMap<number, string>;
  /** The last receipt number of each year so far. */
  counters: Map<number, number>;
}

/** Writes a day's receipts, in the order they were issued; their ids in that order. */
export async function writeReceipts(
  db: Database,
  desk: DemoDesk,
  drafts: readonly ReceiptDraft[],
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const { salonId, userId } = desk;
  const issued = drafts.map((draft) => {
    const year = localOf(draft.at).year;
    const n = (desk.counters.get(year) ?? 0) + 1;
    desk.counters.set(year, n);
    return { ...draft, priced: priceRequest(draft.body), number: receiptNumber(year, n) };
  });
  return db.transaction(async (tx) => {
    const ids = (
      await tx
        .insert(receipts)
        .values(
          issued.map((r) =>
            owned(salonId, {
              number: r.number,
              idempotencyKey: randomUUID(),
              requestHash: requestHash(r.body),
              ...receiptColumns(r.priced, r.body, r.client),
              issuedBy: userId,
              issuedAt: r.at,
            }),
          ),
        )
        .returning({ id: receipts.id })
    ).map((row) => row.id);
    await writeReceiptParts(
      tx,
      salonId,
      issued.map((r, i) => ({ ...r, receiptId: ids[i]!, categories: desk.categories })),
    );
    const documents = [];
    for (const [i, r] of issued.entries()) {
      const id = ids[i]!;
      await writeSale(tx, salonId, userId, { id, number: r.number }, r.body.lines, r.at);
      // The service answers within seconds of "Incassa".
      desk.fiscal.setClock(addMinutes(r.at, 0.3));
      const document = await withFiscalScope({ salonId, db: tx }, () =>
        desk.fiscal.adapter.issueSale({
          transmissionKey: randomUUID(),
          receiptNumber: r.number,
          receipt: r.priced.receipt,
          payments: r.body.payments,
          settlement: r.priced.settlement,
        }),
      );
      documents.push(
        owned(salonId, {
          receiptId: id,
          kind: 'VENDITA' as const,
          transmissionKey: document.transmissionKey,
          ...sentColumns(document),
          createdAt: r.at,
        }),
      );
    }
    await tx.insert(fiscalDocuments).values(documents);
    return ids;
  });
}

/** The salon's receipt numbering where the history left it: the desk numbers on from there. */
export async function persistCounters(db: Database, desk: DemoDesk): Promise<void> {
  for (const [year, last] of desk.counters)
    await db
      .insert(receiptCounters)
      .values(owned(desk.salonId, { year, last }))
      .onConflictDoUpdate({
        target: [receiptCounters.salonId, receiptCounters.year],
        set: { last },
      });
}
