// Giving a deposit back (issue #35, decision 0062), always through the provider that took it and
// always under the deposit's row lock, with an idempotency key per reason: a retry, a second
// process or a second click never refunds twice. The staff's «Rimborsa» answers at once (or 502);
// the automatic refunds (a cancellation through the link, a payment after its hold) are jobs.
import { eq, sql } from 'drizzle-orm';
import { formatEuro } from '@agendina/scheduling';
import type { PaymentAdapter } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/database.ts';
import { clients, deposits, salons } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import { recordAudit } from '../audit.ts';
import { enqueueDepositFiscal } from './certify-job.ts';
import { atProvider } from './provider.ts';
import type { AuditActor } from '../audit.ts';
import { refundableCents, summaryOf } from './row.ts';
import type { DepositRow } from './row.ts';

export const REFUND_MESSAGES = {
  notFound: 'Acconto non trovato',
  refunded: 'Questo acconto è già stato rimborsato.',
  unpaid: 'Questo acconto non è stato pagato: non c’è nulla da rimborsare.',
  deducted: 'Questo acconto è già stato scalato da uno scontrino in cassa: non si può rimborsare.',
} as const;

/** Why a deposit is given back: the staff's action, the client's cancellation, a late payment. */
export type RefundReason = 'STAFF' | 'CANCEL' | 'LATE';

const WHY: Record<RefundReason, string> = {
  STAFF: 'rimborso del salone',
  CANCEL: 'appuntamento annullato dal cliente prima del limite',
  LATE: 'pagamento arrivato dopo la scadenza della prenotazione',
};

/** The provider's idempotency key of one refund of one deposit. */
export const refundKey = (depositId: number, reason: RefundReason): string =>
  `deposit-${depositId}-${reason === 'STAFF' ? 'refund' : reason.toLowerCase()}`;

/** The deposit `id` of the salon, locked for the rest of `tx`. */
export async function lockDeposit(
  tx: Tx,
  salonId: number,
  id: number,
): Promise<DepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(salonFilter(deposits, salonId, eq(deposits.id, id)))
    .for('update');
  return row;
}

/**
 * Refunds what is left of a locked deposit through the provider, then records it (REFUNDED), in
 * the audit log too. The provider's failure (ProviderUnavailable) rolls `tx` back untouched.
 */
export async function giveBack(
  tx: Tx,
  payments: PaymentAdapter,
  row: DepositRow,
  reason: RefundReason,
  actor: AuditActor,
  note?: string,
): Promise<DepositRow> {
  const cents = refundableCents(row);
  if (cents <= 0 || row.paymentRef === null) return row;
  const { refundId } = await payments.refund(row.paymentRef, cents, refundKey(row.id, reason), tx);
  const [after] = await tx
    .update(deposits)
    .set({
      state: 'REFUNDED',
      refundedCents: row.refundedCents + cents,
      refundedAt: new Date(),
      refundRef: refundId,
    })
    .where(salonFilter(deposits, row.salonId, eq(deposits.id, row.id)))
    .returning();
  const [client] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(salonFilter(clients, row.salonId, eq(clients.id, row.clientId)));
  const when = summaryOf(row).dateTime;
  await recordAudit(tx, actor, {
    salonId: row.salonId,
    action: 'deposit.refund',
    summary: `Acconto di ${formatEuro(cents)} rimborsato a ${client?.name ?? 'un cliente'}${
      when
        ? ` (visita del ${when.slice(8, 10)}/${when.slice(5, 7)}/${when.slice(0, 4)} alle ${when.slice(11, 16)})`
        : ''
    }: ${WHY[reason]}.`,
    before: { depositId: row.id, state: row.state, refundedCents: row.refundedCents },
    after: {
      depositId: row.id,
      state: 'REFUNDED',
      refundedCents: row.refundedCents + cents,
      refundRef: refundId,
      ...(note?.trim() ? { note: note.trim() } : {}),
    },
  });
  // The receipt that certified it is given back too (decision 0064), once, after this commits. A
  // deposit not certified yet is given back by its certification's own job.
  if (row.certifiedReceiptId !== null)
    await enqueueDepositFiscal(tx, { depositId: row.id, salonId: row.salonId, step: 'RESO' });
  // The calendar's cache is keyed on the salon's data version: the visit's deposit changed.
  await tx
    .update(salons)
    .set({ dataVersion: sql`${salons.dataVersion} + 1` })
    .where(eq(salons.id, row.salonId));
  return after ?? row;
}

/**
 * The staff's «Rimborsa»: everything paid and not refunded, whatever the policy would keep,
 * once (409 DEPOSIT_NOT_REFUNDABLE after; 409 DEPOSIT_DEDUCTED once the desk deducted it).
 */
export async function refundDepositByStaff(
  db: Database,
  payments: PaymentAdapter,
  actor: AuditActor,
  salonId: number,
  id: number,
  note: string | undefined,
): Promise<DepositRow> {
  // The provider's failure rolls the transaction back untouched, and answers 502.
  return atProvider(() =>
    db.transaction(async (tx) => {
      const row = await lockDeposit(tx, salonId, id);
      if (!row) throw notFound(REFUND_MESSAGES.notFound, 'DEPOSIT_NOT_FOUND');
      if (row.receiptId !== null) throw conflict(REFUND_MESSAGES.deducted, 'DEPOSIT_DEDUCTED');
      if (refundableCents(row) <= 0)
        throw conflict(
          row.paidAt === null ? REFUND_MESSAGES.unpaid : REFUND_MESSAGES.refunded,
          'DEPOSIT_NOT_REFUNDABLE',
        );
      return giveBack(tx, payments, row, 'STAFF', actor, note);
    }),
  );
}
