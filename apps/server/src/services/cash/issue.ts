// "Incassa" (MODULES.md "Cash desk"; decision 0023): in ONE transaction the receipt is priced by
// the money rules, stored with its Idempotency-Key, given its documento commerciale (or queued
// "da trasmettere"), its appointments become COMPLETED, its product lines leave the warehouse
// (VENDITA movements, services/warehouse/cash-stock.ts) and the acconto paid online it deducts
// becomes its own (decision 0064).
import { eq, inArray, sql } from 'drizzle-orm';
import type { FiscalAdapter } from '../../adapters/fiscal/index.ts';
import type { Database } from '../../db/database.ts';
import {
  clients,
  hairdressers,
  products,
  receiptCounters,
  receipts,
  services,
} from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { notFound } from '../../domain/errors.ts';
import { claimDeposit, depositForReceipt } from './deposit.ts';
import { issueDocument } from './fiscal.ts';
import { KeyTaken, keyBusy, replayOf, requestHash, unlessTaken } from './idempotency-key.ts';
import { priceRequest, receiptColumns, receiptNumber, settledAppointments } from './issue-rows.ts';
import type { IssueRequest } from './issue-rows.ts';
import { writeReceiptParts } from './receipt-parts.ts';
import type { Tx } from '../../db/transaction.ts';
import { writeAppointmentStatus } from '../appointment-status-write.ts';
import { lockPayable } from './settled-appointments.ts';
import { today } from '../time.ts';
import { writeSale } from '../warehouse/cash-stock.ts';
import { PRODUCT_NOT_FOUND } from '../warehouse/products.ts';

async function assertOwnedIds(db: Database, salonId: number, body: IssueRequest): Promise<void> {
  const checks = [
    {
      table: hairdressers,
      ids: body.lines.map((l) => l.hairdresserId),
      message: 'Operatore non trovato',
    },
    { table: services, ids: body.lines.map((l) => l.serviceId), message: 'Servizio non trovato' },
    { table: products, ids: body.lines.map((l) => l.productId), message: PRODUCT_NOT_FOUND },
  ];
  for (const { table, ids: named, message } of checks) {
    const ids = [...new Set(named.filter((v): v is number => v !== undefined))];
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(salonFilter(table, salonId, inArray(table.id, ids)));
    if (found.length !== ids.length) throw notFound(message);
  }
}

async function clientOf(db: Database, salonId: number, clientId: number | undefined) {
  if (clientId === undefined) return null;
  const [client] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(salonFilter(clients, salonId, eq(clients.id, clientId)));
  if (!client) throw notFound('Cliente non trovato');
  return client;
}

/** The salon's next receipt number of the year: "2026-000042" (the row stays locked until commit). */
async function nextNumber(tx: Tx, salonId: number): Promise<string> {
  const year = today().year;
  const [row] = await tx
    .insert(receiptCounters)
    .values(owned(salonId, { year, last: 1 }))
    .onConflictDoUpdate({
      target: [receiptCounters.salonId, receiptCounters.year],
      set: { last: sql`${receiptCounters.last} + 1` },
      setWhere: salonFilter(receiptCounters, salonId),
    })
    .returning({ last: receiptCounters.last });
  return receiptNumber(year, row?.last ?? 1);
}

async function categoriesOf(tx: Tx, salonId: number, serviceIds: number[]) {
  if (serviceIds.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: services.id, category: services.category })
    .from(services)
    .where(salonFilter(services, salonId, inArray(services.id, serviceIds)));
  return new Map(rows.map((r) => [r.id, r.category as string]));
}

export interface Issued {
  receiptId: number;
  /** False when the key had already issued this receipt (the answer is a 200 replay). */
  created: boolean;
}

/** The receipt an Idempotency-Key issued: 422 when it was for a different request. */
async function replay(db: Database, salonId: number, key: string, hash: string) {
  const [row] = await db
    .select({ id: receipts.id, hash: receipts.requestHash })
    .from(receipts)
    .where(salonFilter(receipts, salonId, eq(receipts.idempotencyKey, key)));
  const earlier = replayOf(row, hash, 'scontrino');
  return earlier && { receiptId: earlier.id, created: false };
}

/**
 * "Incassa": the receipt of `body`, once per Idempotency-Key. `userId` null: issued by the server
 * itself (the acconto paid online, certified by services/deposits/certify.ts).
 */
export async function issueReceipt(
  deps: { db: Database; fiscal: FiscalAdapter },
  salonId: number,
  userId: number | null,
  key: string,
  body: IssueRequest,
): Promise<Issued> {
  const { db } = deps;
  const hash = requestHash(body);
  const earlier = await replay(db, salonId, key, hash);
  if (earlier) return earlier;

  const settles = settledAppointments(body);
  const deposit = await depositForReceipt(db, salonId, body.depositId, settles);
  const priced = priceRequest(body, deposit?.amountCents ?? 0);
  await assertOwnedIds(db, salonId, body);
  const client = await clientOf(db, salonId, body.clientId);

  const issued = await unlessTaken(
    db.transaction(async (tx): Promise<Issued> => {
      const number = await nextNumber(tx, salonId);
      // Claims the key: a concurrent request with it waits here for this transaction, then finds
      // the row and answers the same receipt.
      const [receipt] = await tx
        .insert(receipts)
        .values(
          owned(salonId, {
            number,
            idempotencyKey: key,
            requestHash: hash,
            ...receiptColumns(priced, body, client),
            issuedBy: userId,
          }),
        )
        .onConflictDoNothing({ target: [receipts.salonId, receipts.idempotencyKey] })
        .returning({ id: receipts.id });
      if (!receipt) throw new KeyTaken();
      await lockPayable(tx, salonId, settles);
      if (deposit) await claimDeposit(tx, salonId, deposit, receipt.id);
      const categories = await categoriesOf(
        tx,
        salonId,
        body.lines.flatMap((l) => (l.serviceId === undefined ? [] : [l.serviceId])),
      );
      await writeReceiptParts(tx, salonId, [{ receiptId: receipt.id, priced, body, categories }]);
      await writeSale(tx, salonId, userId, { id: receipt.id, number }, body.lines);
      if (settles.length > 0) await writeAppointmentStatus(tx, salonId, settles, 'COMPLETED');
      await issueDocument(tx, deps.fiscal, { salonId, receiptId: receipt.id, kind: 'VENDITA' });
      return { receiptId: receipt.id, created: true };
    }),
  );
  if (issued) return issued;
  const again = await replay(db, salonId, key, hash);
  if (!again) throw keyBusy('Scontrino in corso di emissione');
  return again;
}
