// The acconto paid online at booking (issue #35), as the desk deducts it (decision 0064): the
// draft finds the visit's deposit still to deduct, "Incassa" claims it for its receipt under a
// row lock (once), a void frees it again. The deposit's payment and refund belong to
// services/deposits; here only its receiptId moves.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { formatEuro } from '@agendina/scheduling';
import type { Database } from '../../db/database.ts';
import { appointments, deposits, receipts } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { groupsOf } from './visit-groups.ts';

/** A deposit the receipt deducts: its id and what is left of it to deduct, in cents. */
export interface DeductedDeposit {
  id: number;
  amountCents: number;
}

const DEPOSIT_NOT_FOUND = 'Acconto non trovato';

/** Paid, not refunded and not deducted by a receipt yet. */
const stillToDeduct = () =>
  and(eq(deposits.state, 'PAID'), isNull(deposits.receiptId), eq(deposits.refundedCents, 0));

/**
 * The appointments of the visits `ids` belong to: the ids and every appointment of their groups,
 * because a deposit names the visit's first appointment and a receipt may settle another.
 */
async function visitOf(db: Database, salonId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const groups = groupsOf(db, salonId, inArray(appointments.id, [...ids]));
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      salonFilter(
        appointments,
        salonId,
        or(inArray(appointments.id, [...ids]), inArray(appointments.groupId, groups)),
      ),
    );
  return rows.map((r) => r.id);
}

/** The deposit the visit of `appointmentIds` still has to deduct, or null. */
export async function depositToDeduct(
  db: Database,
  salonId: number,
  appointmentIds: readonly number[],
): Promise<DeductedDeposit | null> {
  const visit = await visitOf(db, salonId, appointmentIds);
  if (visit.length === 0) return null;
  const [row] = await db
    .select({ id: deposits.id, amountCents: deposits.amountCents })
    .from(deposits)
    .where(salonFilter(deposits, salonId, inArray(deposits.appointmentId, visit), stillToDeduct()))
    .orderBy(deposits.id)
    .limit(1);
  return row ?? null;
}

/** Why the deposit cannot be deducted now (409), from its row; null when it can. */
async function unavailable(
  db: Database,
  salonId: number,
  row: { state: string; receiptId: number | null; refundedCents: number },
) {
  if (row.receiptId !== null) {
    const [receipt] = await db
      .select({ number: receipts.number })
      .from(receipts)
      .where(salonFilter(receipts, salonId, eq(receipts.id, row.receiptId)));
    return conflict(
      `L'acconto versato online è già stato scalato dallo scontrino ${receipt?.number ?? ''}`.trim(),
      'DEPOSIT_ALREADY_DEDUCTED',
    );
  }
  if (row.state !== 'PAID' || row.refundedCents > 0)
    return conflict(
      "L'acconto versato online non si può più scalare: è stato rimborsato o non è stato pagato",
      'DEPOSIT_NOT_AVAILABLE',
    );
  return null;
}

/**
 * The deposit "Incassa" deducts, checked before anything is written: `depositId` must be a paid
 * deposit of the visit the receipt settles, not deducted yet. Without `depositId`, a visit that
 * has a deposit to deduct is refused: issuing it in full would make the client pay twice.
 */
export async function depositForReceipt(
  db: Database,
  salonId: number,
  depositId: number | undefined,
  settles: readonly number[],
): Promise<DeductedDeposit | null> {
  if (depositId === undefined) {
    const waiting = await depositToDeduct(db, salonId, settles);
    if (waiting)
      throw conflict(
        `Questa visita ha un acconto versato online di ${formatEuro(waiting.amountCents)} da scalare: riapri la vendita dalla cassa`,
        'DEPOSIT_NOT_DEDUCTED',
      );
    return null;
  }
  const [row] = await db
    .select()
    .from(deposits)
    .where(salonFilter(deposits, salonId, eq(deposits.id, depositId)));
  if (!row) throw notFound(DEPOSIT_NOT_FOUND);
  const visit = await visitOf(db, salonId, settles);
  if (row.appointmentId === null || !visit.includes(row.appointmentId))
    throw conflict(
      "L'acconto versato online non è di questa visita: incassa gli appuntamenti per cui è stato pagato",
      'DEPOSIT_NOT_OF_VISIT',
    );
  const refusal = await unavailable(db, salonId, row);
  if (refusal) throw refusal;
  return { id: row.id, amountCents: row.amountCents };
}

/**
 * Gives the deposit to receipt `receiptId`, in its transaction, under the deposit's row lock: a
 * receipt issued meanwhile by another desk has taken it, and this one is refused (409) and rolls
 * back whole. The amount priced must still be the deposit's.
 */
export async function claimDeposit(
  tx: Tx,
  salonId: number,
  deposit: DeductedDeposit,
  receiptId: number,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(salonFilter(deposits, salonId, eq(deposits.id, deposit.id)))
    .for('update');
  if (!row) throw notFound(DEPOSIT_NOT_FOUND);
  const refusal = await unavailable(tx, salonId, row);
  if (refusal) throw refusal;
  if (row.amountCents !== deposit.amountCents)
    throw conflict("L'acconto versato online è cambiato: riapri la vendita", 'DEPOSIT_CHANGED');
  await tx
    .update(deposits)
    .set({ receiptId })
    .where(salonFilter(deposits, salonId, eq(deposits.id, deposit.id)));
}

/** A voided receipt deducted nothing: its deposit waits for the correct receipt again. */
export async function freeDeposit(tx: Tx, salonId: number, receiptId: number): Promise<void> {
  await tx
    .update(deposits)
    .set({ receiptId: null })
    .where(salonFilter(deposits, salonId, eq(deposits.receiptId, receiptId)));
}
