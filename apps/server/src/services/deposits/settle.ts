// Settling a deposit once (issue #35, decision 0062): the browser's return (verify) and the
// provider's webhook both ask the provider, then lock the deposits row (SELECT … FOR UPDATE) and
// act only on a PENDING one. Paid: the HELD rows become BOOKED (or REQUESTED); declined or given
// up: they are deleted and the time is free. A payment that arrives after its hold was released
// is refunded by the job queue (refund.ts), never booked: the time may have gone to someone else.
import { and, eq } from 'drizzle-orm';
import type { PaymentAdapter, PaymentState } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/database.ts';
import { appointments, deposits } from '../../db/schema/index.ts';
import { acrossSalons, salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';
import { notFound } from '../../domain/errors.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import { loadSalon } from '../catalog-data.ts';
import { reminderAhead } from '../reminders/ahead.ts';
import { instantOf } from '../reminders/visit.ts';
import { DEPOSIT_FISCAL_JOB, enqueueDepositFiscal } from './certify-job.ts';
import { DEPOSIT_REFUND_JOB, enqueueDepositRefund } from './refund-job.ts';
import { releaseHeld, visitKeyOf, visitRowsOf } from './release.ts';
import { summaryOf } from './row.ts';
import type { DepositRow } from './row.ts';

export type { DepositRow } from './row.ts';

export const CHECKOUT_NOT_FOUND = ['Pagamento non trovato', 'CHECKOUT_NOT_FOUND'] as const;

export interface DepositDeps {
  db: Database;
  payments: PaymentAdapter;
  /** The job worker: nudged after a refund was queued, so it goes out now. */
  jobs?: Pick<JobWorker, 'nudge'> | undefined;
  /**
   * Runs a change that may free a visit's time (`g:<group>` or `a:<id>`), then offers what it
   * freed to the waitlist (services/waitlist/freed.ts's `freeing`, bound by the caller).
   */
  freeing?:
    (<T>(salonId: number, visit: string, change: () => Promise<T>) => Promise<T>) | undefined;
}

export type SettledOutcome = 'PAID' | 'DECLINED' | 'CANCELED' | 'EXPIRED' | 'PENDING';

export interface Settled {
  outcome: SettledOutcome;
  /** This call moved the deposit (false: settled before, or still pending). */
  changed: boolean;
  deposit: DepositRow;
  /** Paid after the hold was released: nothing booked, the payment is given back. */
  lateRefund: boolean;
  /** The provider's words of a declined card. */
  declineMessage?: string | undefined;
}

async function write(tx: Tx, row: DepositRow, values: Partial<DepositRow>): Promise<DepositRow> {
  const [after] = await tx
    .update(deposits)
    .set(values)
    .where(salonFilter(deposits, row.salonId, eq(deposits.id, row.id)))
    .returning();
  return after ?? row;
}

/** A payment without a held visit any more: recorded, and queued to be given back in full. */
async function paidTooLate(tx: Tx, row: DepositRow, paymentRef: string): Promise<Settled> {
  const after = await write(tx, row, {
    paymentRef,
    paidAt: new Date(),
    state: row.state === 'PENDING' ? 'EXPIRED' : row.state,
  });
  await enqueueDepositRefund(tx, { depositId: row.id, salonId: row.salonId, reason: 'LATE' });
  return { outcome: 'EXPIRED', changed: true, deposit: after, lateRefund: true };
}

/** What a PENDING deposit becomes with the provider's answer, under its row lock. */
async function settlePending(tx: Tx, row: DepositRow, state: PaymentState): Promise<Settled> {
  const visit = { appointmentId: row.appointmentId, groupId: row.groupId };
  switch (state.outcome) {
    case 'PAID': {
      // Booked now: the visit counts from its payment (the staff's news lists it as new).
      const booked = await tx
        .update(appointments)
        .set({ status: row.bookAs === 'REQUESTED' ? 'REQUESTED' : 'BOOKED', createdAt: new Date() })
        .where(
          salonFilter(
            appointments,
            row.salonId,
            visitRowsOf(visit),
            eq(appointments.status, 'HELD'),
          ),
        )
        .returning({ id: appointments.id });
      // The held rows are gone (deleted by hand): nothing to book, the payment goes back.
      if (booked.length === 0) return paidTooLate(tx, row, state.paymentRef);
      const after = await write(tx, row, {
        state: 'PAID',
        paymentRef: state.paymentRef,
        paidAt: new Date(),
      });
      // Certified on the day it is paid (decision 0064): its receipt is issued right after.
      await enqueueDepositFiscal(tx, { depositId: row.id, salonId: row.salonId, step: 'CERTIFY' });
      return { outcome: 'PAID', changed: true, deposit: after, lateRefund: false };
    }
    case 'DECLINED': {
      await releaseHeld(tx, row.salonId, visit);
      const after = await write(tx, row, { state: 'DECLINED' });
      return {
        outcome: 'DECLINED',
        changed: true,
        deposit: after,
        lateRefund: false,
        declineMessage: state.message,
      };
    }
    case 'CANCELED': {
      await releaseHeld(tx, row.salonId, visit);
      const after = await write(tx, row, { state: 'EXPIRED' });
      const expired = row.holdExpiresAt.getTime() <= Date.now();
      return {
        outcome: expired ? 'EXPIRED' : 'CANCELED',
        changed: true,
        deposit: after,
        lateRefund: false,
      };
    }
    default:
      return { outcome: 'PENDING', changed: false, deposit: row, lateRefund: false };
  }
}

/** A deposit settled before: the same answer again (a payment after its release is refunded). */
async function settledBefore(tx: Tx, row: DepositRow, state: PaymentState): Promise<Settled> {
  const same = { changed: false, deposit: row, lateRefund: false };
  if (row.paidAt !== null) {
    // Paid and booked (refunded since or not), or paid after the release and given back.
    if (row.appointmentId !== null || row.groupId !== null) {
      const [live] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(salonFilter(appointments, row.salonId, visitRowsOf(row)))
        .limit(1);
      if (live) return { ...same, outcome: 'PAID' };
    }
    return { ...same, outcome: 'EXPIRED', lateRefund: true };
  }
  if (state.outcome === 'PAID') return paidTooLate(tx, row, state.paymentRef);
  if (row.state === 'DECLINED')
    return {
      ...same,
      outcome: 'DECLINED',
      declineMessage:
        state.outcome === 'DECLINED' ? state.message : (row.testDeclineMessage ?? undefined),
    };
  return { ...same, outcome: row.holdExpiresAt.getTime() <= Date.now() ? 'EXPIRED' : 'CANCELED' };
}

/** The reminder a booked visit carries from the start (its manage link works at once). */
async function remindAhead(db: Database, row: DepositRow): Promise<void> {
  const key = visitKeyOf(row);
  if (key === null || row.appointmentId === null) return;
  const salon = await loadSalon(db, row.salonId);
  const summary = summaryOf(row);
  await reminderAhead(db, salon, {
    key,
    appointmentId: row.appointmentId,
    groupId: row.groupId,
    startMs: instantOf(summary.dateTime, salon.timeZone),
  });
}

/**
 * Applies the provider's answer to deposit `depositId` once: whichever of verify, the webhook
 * and the sweep comes first changes it, the others read what it became. A released hold is
 * offered to the waitlist (deps.freeing); a queued refund is nudged.
 */
export async function settleDeposit(
  deps: DepositDeps,
  salonId: number,
  depositId: number,
  state: PaymentState,
): Promise<Settled> {
  const { db } = deps;
  const [before] = await db
    .select({
      state: deposits.state,
      appointmentId: deposits.appointmentId,
      groupId: deposits.groupId,
    })
    .from(deposits)
    .where(salonFilter(deposits, salonId, eq(deposits.id, depositId)));
  if (!before) throw notFound(...CHECKOUT_NOT_FOUND);
  const run = () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(deposits)
        .where(salonFilter(deposits, salonId, eq(deposits.id, depositId)))
        .for('update');
      if (!row) throw notFound(...CHECKOUT_NOT_FOUND);
      return row.state === 'PENDING'
        ? settlePending(tx, row, state)
        : settledBefore(tx, row, state);
    });
  const key = visitKeyOf(before);
  const mayFree =
    before.state === 'PENDING' && state.outcome !== 'PENDING' && state.outcome !== 'PAID';
  const settled =
    mayFree && key !== null && deps.freeing ? await deps.freeing(salonId, key, run) : await run();
  if (settled.outcome === 'PAID') await remindAhead(db, settled.deposit);
  if (settled.outcome === 'PAID' && settled.changed) deps.jobs?.nudge(DEPOSIT_FISCAL_JOB);
  if (settled.lateRefund && settled.changed) deps.jobs?.nudge(DEPOSIT_REFUND_JOB);
  return settled;
}

/** The deposit of a provider's checkout (the webhook names only that), in any salon; or none. */
export async function findDepositByCheckout(
  db: Database,
  provider: DepositRow['provider'],
  checkoutId: string,
): Promise<Pick<DepositRow, 'id' | 'salonId'> | undefined> {
  const [row] = await db
    .select({ id: deposits.id, salonId: deposits.salonId })
    .from(acrossSalons(deposits))
    .where(and(eq(deposits.provider, provider), eq(deposits.checkoutId, checkoutId)));
  return row;
}

/**
 * The webhook's checkout.session.completed of a deposit: the provider is asked, as verify does,
 * and the deposit settled once. `duplicate` when it had been settled already.
 */
export async function settleDepositCheckout(
  deps: DepositDeps,
  deposit: Pick<DepositRow, 'id' | 'salonId'>,
  checkoutId: string,
): Promise<{ duplicate: boolean }> {
  const state = await deps.payments.retrievePayment(checkoutId);
  const settled = await settleDeposit(deps, deposit.salonId, deposit.id, state);
  return { duplicate: !settled.changed };
}
