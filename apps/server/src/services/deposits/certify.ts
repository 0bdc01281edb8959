// The acconto paid online, certified when it is paid (decision 0064; DPR 633/72 art. 6 c. 4: an
// advance is an operation made, for the amount paid, on the day of the payment). For a salon
// with the digital cash desk the server issues the receipt «Acconto online – …» through the
// desk's own path (its number, its documento commerciale through the fiscal adapter, the history
// and the day's report), and its reso when the deposit is given back. The desk's final receipt
// then deducts an acconto that was certified. Both run on the job queue (certify-job.ts), once
// each.
import { eq } from 'drizzle-orm';
import type { FiscalAdapter } from '../../adapters/fiscal/index.ts';
import { appointments, deposits, receipts, salons } from '../../db/schema/index.ts';
import { salonFilter } from '../../db/tenant.ts';
import type { Tx } from '../../db/transaction.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Schemas } from '../../domain/contract-types.ts';
import { GiveUp } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/queue.ts';
import { refundReceipt } from '../cash/corrections.ts';
import { DEFAULT_VAT_RATE } from '../cash/draft.ts';
import { issueReceipt } from '../cash/issue.ts';
import type { IssueRequest } from '../cash/issue-rows.ts';
import { DEPOSIT_FISCAL_JOB, fiscalPayloadOf } from './certify-job.ts';
import type { DepositFiscalPayload } from './certify-job.ts';
import { visitRowsOf } from './release.ts';
import { summaryOf } from './row.ts';
import type { DepositRow } from './row.ts';

/** The contract's electronic PaymentMethod: the acconto was paid by card at the provider. */
const PAID_ONLINE: Schemas['PaymentMethod'] = 'CARTA';

/** The longest description a receipt line takes (ReceiptLineInput.description). */
const MAX_DESCRIPTION = 200;

/** The Idempotency-Keys of the desk's receipt and reso of a deposit: one of each, ever. */
export const advanceReceiptKey = (depositId: number) => `deposit-${depositId}-acconto`;
export const advanceResoKey = (depositId: number) => `deposit-${depositId}-reso`;

/** «Acconto online – Taglio donna, Piega», cut to what a receipt line holds. */
export function advanceDescription(services: readonly string[]): string {
  const text = services.length === 0 ? 'Acconto online' : `Acconto online – ${services.join(', ')}`;
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`;
}

/** Whether the salon uses Agendina's cash desk (salons.digitalCashEnabled, as /cassa asks). */
async function usesDigitalCash(tx: Tx, salonId: number): Promise<boolean> {
  const [salon] = await tx
    .select({ enabled: salons.digitalCashEnabled })
    .from(salons)
    .where(eq(salons.id, salonId));
  return salon?.enabled === true;
}

/**
 * The operator and the service the acconto's line names, when the visit has only one of each:
 * the report and the statistics then count the acconto where the rest of the visit goes.
 */
async function visitOwner(tx: Tx, row: DepositRow) {
  const rows = await tx
    .select({ hairdresserId: appointments.hairdresserId, serviceId: appointments.serviceId })
    .from(appointments)
    .where(salonFilter(appointments, row.salonId, visitRowsOf(row)));
  const one = <T>(values: T[]) => {
    const distinct = [...new Set(values)];
    return distinct.length === 1 ? distinct[0] : undefined;
  };
  const hairdresserId = one(rows.map((r) => r.hairdresserId));
  const serviceId = one(rows.map((r) => r.serviceId));
  return {
    ...(hairdresserId != null ? { hairdresserId } : {}),
    ...(serviceId != null ? { serviceId } : {}),
  };
}

/**
 * The receipt of the acconto: one line of its amount at the services' VAT (22%, the rate every
 * service line has until the salon sets its own), paid by card, for the client who paid it. It
 * settles no appointment: the visit is still to come and is closed by the desk's final receipt.
 */
export async function advanceRequest(tx: Tx, row: DepositRow): Promise<IssueRequest> {
  return {
    lines: [
      {
        description: advanceDescription(summaryOf(row).services),
        quantity: 1,
        unitPriceCents: row.amountCents,
        vatRate: DEFAULT_VAT_RATE as Schemas['VatRate'],
        ...(await visitOwner(tx, row)),
      },
    ],
    payments: [{ method: PAID_ONLINE, amountCents: row.amountCents }],
    clientId: row.clientId,
  };
}

/**
 * Issues the acconto's receipt (once: by its key and the column) and records it on the deposit:
 * the deposit as it is now, after a refund that committed meanwhile.
 */
async function certify(tx: Tx, fiscal: FiscalAdapter, row: DepositRow): Promise<DepositRow> {
  // The job's transaction is the desk's database here: the receipt commits with the job.
  const desk = { db: tx, fiscal };
  const { receiptId } = await issueReceipt(
    desk,
    row.salonId,
    null,
    advanceReceiptKey(row.id),
    await advanceRequest(tx, row),
  );
  // The row is locked only here, after the receipt: the desk's «Incassa» takes the receipt
  // counter before the deposit too, so the two never wait for each other in opposite orders.
  // Read committed: the update returns the row after a refund that held it meanwhile.
  const [after] = await tx
    .update(deposits)
    .set({ certifiedReceiptId: receiptId })
    .where(salonFilter(deposits, row.salonId, eq(deposits.id, row.id)))
    .returning();
  return after ?? { ...row, certifiedReceiptId: receiptId };
}

/**
 * The reso of the acconto's receipt, whole (a deposit is always given back whole: giveBack
 * refunds all that is left). Once: its key replays; a receipt voided or given back at the desk
 * meanwhile has nothing left to give.
 */
async function giveBackReceipt(tx: Tx, fiscal: FiscalAdapter, row: DepositRow, receiptId: number) {
  const [receipt] = await tx
    .select({ status: receipts.status })
    .from(receipts)
    .where(salonFilter(receipts, row.salonId, eq(receipts.id, receiptId)));
  const desk = { db: tx, fiscal };
  const key = advanceResoKey(row.id);
  const body = { method: PAID_ONLINE };
  if (receipt?.status === 'EMESSO')
    await refundReceipt(desk, row.salonId, null, receiptId, key, body);
}

/**
 * What the fiscal side of deposit `depositId` owes now. CERTIFY (queued when it became PAID): its
 * receipt, if the salon uses the digital desk and it has none yet. Both steps: the reso of that
 * receipt once the deposit was given back. A refund sees the receipt once it is recorded (and
 * queues RESO), or commits first and is seen by the record's update (the reso follows here, in
 * the same transaction): never neither.
 */
export async function certifyDeposit(
  tx: Tx,
  fiscal: FiscalAdapter,
  salonId: number,
  depositId: number,
  step: DepositFiscalPayload['step'],
): Promise<void> {
  const [found] = await tx
    .select()
    .from(deposits)
    .where(salonFilter(deposits, salonId, eq(deposits.id, depositId)));
  if (!found || found.paidAt === null) return;
  const row =
    found.certifiedReceiptId === null && step === 'CERTIFY' && (await usesDigitalCash(tx, salonId))
      ? await certify(tx, fiscal, found)
      : found;
  if (row.certifiedReceiptId !== null && row.refundedCents > 0)
    await giveBackReceipt(tx, fiscal, row, row.certifiedReceiptId);
}

/** The worker's side: a step of a deposit's fiscal side; a refusal will not change by retrying. */
export function depositFiscalJobs(fiscal: FiscalAdapter): JobRunner {
  return {
    handlers: {
      [DEPOSIT_FISCAL_JOB]: async (tx, payload) => {
        const { salonId, depositId, step } = fiscalPayloadOf(payload);
        try {
          await certifyDeposit(tx, fiscal, salonId, depositId, step);
        } catch (error) {
          // The fiscal service refused the document (FISCAL_REJECTED), or the desk refused the
          // receipt: DEAD at once, with the desk's sentence, for a person to look at.
          if (error instanceof DomainError) throw new GiveUp(error.message);
          throw error;
        }
      },
    },
  };
}
