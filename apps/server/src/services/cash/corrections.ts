// Annullo and reso (decision 0023): a receipt is never edited; each correction is its own row
// and its own fiscal document, in one transaction with the receipt's row locked. Product lines
// given back return to the warehouse (RESO movements) in that same transaction.
import { eq, inArray } from 'drizzle-orm';
import { planRefund, wholeRefund } from '@agendina/scheduling';
import type { RefundableLine } from '@agendina/scheduling';
import type { FiscalAdapter } from '../../adapters/fiscal/index.ts';
import type { Database } from '../../db/database.ts';
import {
  appointments,
  receiptAppointments,
  receipts,
  refundLines,
  refunds,
} from '../../db/schema/index.ts';
import { owned, salonFilter } from '../../db/tenant.ts';
import { conflict } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { moneyProblems, receiptNotFound } from './access.ts';
import { freeDeposit } from './deposit.ts';
import { issueDocument } from './fiscal.ts';
import { KeyTaken, keyBusy, replayOf, requestHash, unlessTaken } from './idempotency-key.ts';
import type { Tx } from '../../db/transaction.ts';
import { linesOfReceipt, refundsOfReceipt } from './receipt-rows.ts';
import { writeReturn } from '../warehouse/cash-stock.ts';

interface Deps {
  db: Database;
  fiscal: FiscalAdapter;
}

async function lockReceipt(tx: Tx, salonId: number, id: number) {
  const [receipt] = await tx
    .select()
    .from(receipts)
    .where(salonFilter(receipts, salonId, eq(receipts.id, id)))
    .for('update');
  if (!receipt) throw receiptNotFound();
  return receipt;
}

/**
 * Voids a whole receipt: ANNULLO document, status ANNULLATO, and the appointments it settled go
 * back to IN_PROGRESS, waiting at the desk for a correct receipt, with the acconto paid online it
 * deducted (decision 0064). `at` dates the void's rows (the demo seed replays past weeks); now
 * otherwise.
 */
export async function voidReceipt(
  deps: Deps,
  salonId: number,
  userId: number,
  id: number,
  at?: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const receipt = await lockReceipt(tx, salonId, id);
    if (receipt.status === 'ANNULLATO')
      throw conflict(
        `Lo scontrino ${receipt.number} è già stato annullato`,
        'RECEIPT_ALREADY_VOIDED',
      );
    if (receipt.status !== 'EMESSO')
      throw conflict(
        `Sullo scontrino ${receipt.number} è già stato fatto un reso: per il resto fai un altro reso`,
        'RECEIPT_REFUNDED',
      );
    await tx
      .update(receipts)
      .set({ status: 'ANNULLATO' })
      .where(salonFilter(receipts, salonId, eq(receipts.id, id)));
    const settled = await tx
      .select({ id: receiptAppointments.appointmentId })
      .from(receiptAppointments)
      .where(salonFilter(receiptAppointments, salonId, eq(receiptAppointments.receiptId, id)));
    if (settled.length > 0)
      await tx
        .update(appointments)
        .set({ status: 'IN_PROGRESS' })
        .where(
          salonFilter(
            appointments,
            salonId,
            inArray(
              appointments.id,
              settled.map((s) => s.id),
            ),
            eq(appointments.status, 'COMPLETED'),
          ),
        );
    await freeDeposit(tx, salonId, id);
    await returnUnrefunded(tx, salonId, userId, receipt, at);
    await issueDocument(tx, deps.fiscal, { salonId, receiptId: id, kind: 'ANNULLO', at });
  });
}

/** Quantities of the receipt's lines already given back, by line position. */
async function refundedByLine(tx: Tx, salonId: number, receiptId: number) {
  const byLine = new Map<number, number>();
  for (const { line } of await refundsOfReceipt(tx, salonId, receiptId))
    byLine.set(line.line, (byLine.get(line.line) ?? 0) + line.quantity);
  return byLine;
}

/** A void returns to the warehouse what no refund has returned yet (RESO). */
async function returnUnrefunded(
  tx: Tx,
  salonId: number,
  userId: number,
  receipt: typeof receipts.$inferSelect,
  at: Date | undefined,
) {
  const lines = await linesOfReceipt(tx, salonId, receipt.id);
  const refunded = await refundedByLine(tx, salonId, receipt.id);
  const returned = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity - (refunded.get(line.position) ?? 0),
  }));
  await writeReturn(tx, salonId, userId, receipt, returned, 'Annullo', at);
}

/** The refund an Idempotency-Key made: 422 when it was for another refund or receipt. */
async function refundOfKey(db: Database | Tx, salonId: number, key: string, hash: string) {
  const [row] = await db
    .select({ id: refunds.id, hash: refunds.requestHash })
    .from(refunds)
    .where(salonFilter(refunds, salonId, eq(refunds.idempotencyKey, key)));
  return replayOf(row, hash, 'reso');
}

/**
 * Gives back pieces of a receipt (all that is left without `lines`), priced by planRefund(), once
 * per Idempotency-Key: `created` is false when the key had already made this refund (a double
 * click on "Reso", a retry), and nothing new is written. `at` dates it (the demo seed replays past
 * weeks); now otherwise.
 */
export async function refundReceipt(
  deps: Deps,
  salonId: number,
  userId: number | null,
  id: number,
  key: string,
  body: Schemas['RefundRequest'],
  at?: Date,
): Promise<{ created: boolean }> {
  // The receipt is part of the request: the same key on another receipt is another refund.
  const hash = requestHash({ receiptId: id, body });
  if (await refundOfKey(deps.db, salonId, key, hash)) return { created: false };
  const made = await unlessTaken(
    deps.db.transaction(async (tx) => {
      const receipt = await lockReceipt(tx, salonId, id);
      // A concurrent request with this key held the receipt until it committed its refund.
      if (await refundOfKey(tx, salonId, key, hash)) throw new KeyTaken();
      await refundLocked(tx, deps.fiscal, { salonId, userId, key, hash, body, receipt, at });
      return { created: true };
    }),
  );
  if (made) return made;
  if (await refundOfKey(deps.db, salonId, key, hash)) return { created: false };
  throw keyBusy('Reso in corso');
}

interface RefundContext {
  salonId: number;
  /** Null: made by the server itself (the reso of an acconto given back online). */
  userId: number | null;
  key: string;
  hash: string;
  body: Schemas['RefundRequest'];
  receipt: typeof receipts.$inferSelect;
  at: Date | undefined;
}

/** The refund itself, with the receipt's row locked by the caller's transaction. */
async function refundLocked(tx: Tx, fiscal: FiscalAdapter, c: RefundContext): Promise<void> {
  const { salonId, receipt, body } = c;
  const id = receipt.id;
  if (receipt.status === 'ANNULLATO')
    throw conflict(
      `Lo scontrino ${receipt.number} è stato annullato: non si può fare un reso`,
      'RECEIPT_VOIDED',
    );
  const lines = await linesOfReceipt(tx, salonId, id);
  const refunded = await refundedByLine(tx, salonId, id);
  const refundable: RefundableLine[] = lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    totalCents: line.totalCents,
    refundedQuantity: refunded.get(line.position) ?? 0,
  }));
  const requests = body.lines ?? wholeRefund(refundable);
  if (requests.length === 0)
    throw conflict(
      `Lo scontrino ${receipt.number} è già stato reso per intero`,
      'RECEIPT_FULLY_REFUNDED',
    );
  const plan = planRefund(refundable, requests);
  if (!plan.ok) throw moneyProblems(plan.problems);
  // Claims the key; taken (the same key on another receipt, concurrently): roll back and replay.
  const [refund] = await tx
    .insert(refunds)
    .values(
      owned(salonId, {
        receiptId: id,
        idempotencyKey: c.key,
        requestHash: c.hash,
        method: body.method,
        totalCents: plan.totalCents,
        createdBy: c.userId,
        ...(c.at && { createdAt: c.at }),
      }),
    )
    .onConflictDoNothing({ target: [refunds.salonId, refunds.idempotencyKey] })
    .returning({ id: refunds.id });
  if (!refund) throw new KeyTaken();
  await tx
    .insert(refundLines)
    .values(plan.lines.map((l) => owned(salonId, { refundId: refund.id, ...l })));
  const left = refundable.reduce((sum, l) => sum + l.quantity - l.refundedQuantity, 0);
  const now = plan.lines.reduce((sum, l) => sum + l.quantity, 0);
  await tx
    .update(receipts)
    .set({ status: now >= left ? 'RESO' : 'RESO_PARZIALE' })
    .where(salonFilter(receipts, salonId, eq(receipts.id, id)));
  const productOf = new Map(lines.map((line) => [line.position, line.productId]));
  await writeReturn(
    tx,
    salonId,
    c.userId,
    receipt,
    plan.lines.map((l) => ({ productId: productOf.get(l.line) ?? null, quantity: l.quantity })),
    'Reso',
    c.at,
  );
  await issueDocument(tx, fiscal, {
    salonId,
    receiptId: id,
    kind: 'RESO',
    refundId: refund.id,
    at: c.at,
  });
}
