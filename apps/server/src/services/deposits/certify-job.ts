// The fiscal side of a deposit on the durable job queue (decision 0026, 0064): queued in the
// transaction that makes it owed (the settle that made it PAID, the refund that gave it back), so
// it is owed if and only if that commits, and run right after by the worker (certify.ts).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction.ts';
import { GiveUp, enqueueJob } from '../../jobs/queue.ts';

export const DEPOSIT_FISCAL_JOB = 'deposit.fiscal';

export interface DepositFiscalPayload {
  depositId: number;
  salonId: number;
  /** CERTIFY: the acconto's receipt (when it became PAID); RESO: its reso (given back). */
  step: 'CERTIFY' | 'RESO';
}

/** Queues the step in the caller's transaction (once per deposit and step). */
export async function enqueueDepositFiscal(tx: Tx, payload: DepositFiscalPayload): Promise<void> {
  await enqueueJob(tx, {
    key: `deposit-fiscal:${payload.depositId}:${payload.step}`,
    kind: DEPOSIT_FISCAL_JOB,
    payload,
    // The database's clock, as the claim reads it: a test's fake Date must not postpone it.
    runAt: sql`now()`,
  });
}

export function fiscalPayloadOf(payload: unknown): DepositFiscalPayload {
  const p = payload as Partial<DepositFiscalPayload>;
  if (
    !Number.isSafeInteger(p.depositId) ||
    !Number.isSafeInteger(p.salonId) ||
    (p.step !== 'CERTIFY' && p.step !== 'RESO')
  )
    throw new GiveUp('Certificazione di acconto senza acconto o passo');
  return p as DepositFiscalPayload;
}
