// The automatic refunds of deposits (issue #35) on the durable job queue (decision 0026): queued
// in the transaction that makes them owed (a cancellation through the link before the cutoff, a
// payment confirmed after its hold was released), so they are owed if and only if that commits,
// and retried with backoff while the provider does not answer.
import { sql } from 'drizzle-orm';
import type { PaymentAdapter } from '../../adapters/payments/types.ts';
import { ProviderUnavailable } from '../../adapters/payments/types.ts';
import type { Tx } from '../../db/transaction.ts';
import { GiveUp, RetryLater, enqueueJob } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/queue.ts';
import { giveBack, lockDeposit } from './refund.ts';

export const DEPOSIT_REFUND_JOB = 'deposit.refund';

export interface DepositRefundPayload {
  depositId: number;
  salonId: number;
  reason: 'CANCEL' | 'LATE';
}

/** Who the audit log says acted: nobody signed in. */
const ACTORS = {
  CANCEL: { userId: null, email: 'cliente (link del promemoria)' },
  LATE: { userId: null, email: 'sistema (pagamento dopo la scadenza)' },
} as const;

/** Queues the refund in the caller's transaction (once per deposit and reason). */
export async function enqueueDepositRefund(tx: Tx, payload: DepositRefundPayload): Promise<void> {
  await enqueueJob(tx, {
    key: `deposit-refund:${payload.depositId}:${payload.reason}`,
    kind: DEPOSIT_REFUND_JOB,
    payload,
    // The database's clock, as the claim reads it: a test's fake Date must not postpone it.
    runAt: sql`now()`,
  });
}

function payloadOf(payload: unknown): DepositRefundPayload {
  const p = payload as Partial<DepositRefundPayload>;
  if (
    !Number.isSafeInteger(p.depositId) ||
    !Number.isSafeInteger(p.salonId) ||
    (p.reason !== 'CANCEL' && p.reason !== 'LATE')
  )
    throw new GiveUp('Rimborso di acconto senza acconto o motivo');
  return p as DepositRefundPayload;
}

export function depositJobs(payments: PaymentAdapter): JobRunner {
  return {
    handlers: {
      [DEPOSIT_REFUND_JOB]: async (tx, payload) => {
        const { depositId, salonId, reason } = payloadOf(payload);
        const row = await lockDeposit(tx, salonId, depositId);
        // Gone, deducted at the desk or refunded already (by the staff meanwhile): nothing owed.
        if (!row || row.receiptId !== null) return;
        try {
          await giveBack(tx, payments, row, reason, ACTORS[reason]);
        } catch (error) {
          if (error instanceof ProviderUnavailable) throw new RetryLater(error.message);
          throw error;
        }
      },
    },
  };
}
