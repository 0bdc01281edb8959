// The acconto paid online, certified when paid (issue #35, decision 0064): for a salon with the
// digital cash desk the server issues its receipt «Acconto online – …» with a documento
// commerciale (the simulator), once whatever settles it again; giving the deposit back issues
// its reso, once; the desk's final receipt deducts it, and the day's report counts the acconto
// and the rest as the visit's price. A salon without the desk gets nothing issued.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deposits,
  fiscalDocuments,
  jobs,
  receiptLines,
  receipts,
  refunds,
  salons,
} from './db/schema/index.ts';
import { releaseExpiredHolds } from './services/deposits/expiry.ts';
import { settleDeposit } from './services/deposits/settle.ts';
import { today } from './services/time.ts';
import { issue } from './test-support/cash-calls.ts';
import { day, depositSuite } from './test-support/deposit-calls.ts';

const { suite, turnOn, hold, verify, depositRow, payWith, webhook, deps } = depositSuite();

/** /cassa for the salon (SPEC.md §6: the desk is a salon's only with digitalCashEnabled). */
const useDesk = () =>
  suite.h.db.update(salons).set({ digitalCashEnabled: true }).where(eq(salons.id, suite.s.salonId));

/** A visit held, paid with 4242 at the test page (its webhook settles it) and read back. */
async function paidVisit(phone: string) {
  const held = await hold(phone, day());
  await payWith(held.checkoutId, { number: '4242424242424242' });
  const back = await verify(held.checkoutId);
  expect(back.body.outcome).toBe('PAID');
  await suite.h.worker.idle();
  const row = await depositRow(held.checkoutId);
  return {
    checkoutId: held.checkoutId,
    depositId: row?.id as number,
    appointmentId: row?.appointmentId as number,
    manageToken: back.body.confirmation.manageToken as string,
  };
}

/** The provider takes the payment (its page's first step), before anyone asks it. */
const providerPaid = (checkoutId: string) =>
  suite.h.db.update(deposits).set({ testState: 'PAID' }).where(eq(deposits.checkoutId, checkoutId));

const salonReceipts = () =>
  suite.h.db
    .select()
    .from(receipts)
    .where(eq(receipts.salonId, suite.s.salonId))
    .orderBy(asc(receipts.id));

const documentsOf = (receiptId: number) =>
  suite.h.db
    .select()
    .from(fiscalDocuments)
    .where(eq(fiscalDocuments.receiptId, receiptId))
    .orderBy(asc(fiscalDocuments.id));

const readReceipt = (id: number) =>
  suite.h.api('GET', `/cash/receipts/${id}`, { token: suite.s.token });

const refundByStaff = (id: number) =>
  suite.h.api('POST', `/deposits/${id}/refund`, { token: suite.s.token });

describe('the acconto paid online, certified when paid', () => {
  it('a paid deposit issues one receipt «Acconto online» with its documento commerciale', async () => {
    await turnOn();
    await useDesk();
    const visit = await paidVisit('+393361110001');

    const [advance, ...others] = await salonReceipts();
    expect(others).toEqual([]);
    expect(advance).toMatchObject({
      status: 'EMESSO',
      clientName: 'Anna Verdi',
      grossCents: 1000,
      discountCents: 0,
      totalCents: 1000,
      vatCents: 180,
      netCents: 820,
      paidCents: 1000,
      changeCents: 0,
      issuedBy: null,
    });
    const id = advance?.id as number;
    expect((await depositRow(visit.checkoutId))?.certifiedReceiptId).toBe(id);

    const read = await readReceipt(id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'EMESSO',
      fiscalState: 'TRASMESSO',
      payments: [{ method: 'CARTA', amountCents: 1000 }],
      totals: {
        grossCents: 1000,
        discountCents: 0,
        totalCents: 1000,
        vatCents: 180,
        netCents: 820,
        vat: [{ vatRate: 22, grossCents: 1000, netCents: 820, vatCents: 180 }],
      },
      // The visit is still to come: the desk's final receipt settles it.
      appointmentIds: [],
    });
    expect(read.body.totals.depositCents).toBeUndefined();
    expect(read.body.lines).toMatchObject([
      {
        description: 'Acconto online – Taglio donna',
        quantity: 1,
        unitPriceCents: 1000,
        vatRate: 22,
        totalCents: 1000,
        hairdresserId: suite.s.hairdresserIds[0],
        hairdresserName: 'Sara Conti',
        serviceId: suite.s.serviceIds[1],
        category: 'TAGLIO',
      },
    ]);
    expect(read.body.lines[0].appointmentId).toBeUndefined();
    expect(read.body.fiscalDocuments).toMatchObject([
      { kind: 'VENDITA', state: 'TRASMESSO', provider: 'simulator' },
    ]);
    // In the desk's history, and the visit's deposit still waits for the desk to deduct it.
    const history = await suite.h.api('GET', '/cash/receipts', { token: suite.s.token });
    expect(history.body.content.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(history.body.content[0]).toMatchObject({ totalCents: 1000, methods: ['CARTA'] });
    expect((await depositRow(visit.checkoutId))?.receiptId).toBeNull();
  });

  it('a second settle (the webhook after the return) issues none more', async () => {
    await turnOn();
    await useDesk();
    const held = await hold('+393361110002', day());
    // The provider takes the payment; the browser comes back first, its event after.
    await providerPaid(held.checkoutId);
    expect((await verify(held.checkoutId)).body.outcome).toBe('PAID');
    await suite.h.worker.idle();
    const late = await webhook({
      id: 'tev_after_return',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: held.checkoutId, object: 'checkout.session', mode: 'payment' } },
    });
    expect(late.body).toMatchObject({ received: true, duplicate: true });
    expect((await verify(held.checkoutId)).body.outcome).toBe('PAID');
    await suite.h.worker.idle();
    const issued = await salonReceipts();
    expect(issued).toHaveLength(1);
    expect(await documentsOf(issued[0]?.id as number)).toHaveLength(1);
    // One job, run once: a deposit settled before queues nothing more.
    const ran = await suite.h.db.select().from(jobs).where(eq(jobs.kind, 'deposit.fiscal'));
    expect(ran.map((j) => [j.state, j.attempts])).toEqual([['DONE', 1]]);
  });

  it('the staff’s «Rimborsa» issues one reso of the acconto’s receipt', async () => {
    await turnOn();
    await useDesk();
    const visit = await paidVisit('+393361110003');
    const [advance] = await salonReceipts();
    const id = advance?.id as number;

    expect((await refundByStaff(visit.depositId)).status).toBe(200);
    await suite.h.worker.idle();
    expect((await refundByStaff(visit.depositId)).status).toBe(409);
    await suite.h.worker.idle();

    const read = await readReceipt(id);
    expect(read.body).toMatchObject({ status: 'RESO', refundedCents: 1000 });
    expect(read.body.refunds).toMatchObject([
      { method: 'CARTA', totalCents: 1000, lines: [{ line: 0, quantity: 1, amountCents: 1000 }] },
    ]);
    expect(read.body.fiscalDocuments).toMatchObject([
      { kind: 'VENDITA', state: 'TRASMESSO' },
      { kind: 'RESO', state: 'TRASMESSO', provider: 'simulator' },
    ]);
    const made = await suite.h.db.select().from(refunds).where(eq(refunds.receiptId, id));
    expect(made.map((r) => [r.idempotencyKey, r.createdBy])).toEqual([
      [`deposit-${visit.depositId}-reso`, null],
    ]);
    expect(await salonReceipts()).toHaveLength(1);
  });

  it('a cancellation through the link before the cutoff gives back the money and the receipt', async () => {
    await turnOn();
    await useDesk();
    const visit = await paidVisit('+393361110004');
    const cancelled = await suite.h.api('POST', `/public/reminders/${visit.manageToken}`, {
      body: { answer: 'CANCEL' },
    });
    expect(cancelled.status).toBe(200);
    await suite.h.worker.idle();
    expect(await depositRow(visit.checkoutId)).toMatchObject({
      state: 'REFUNDED',
      refundedCents: 1000,
    });
    const [advance] = await salonReceipts();
    const read = await readReceipt(advance?.id as number);
    expect(read.body).toMatchObject({ status: 'RESO', refundedCents: 1000 });
    expect(read.body.fiscalDocuments.map((d: { kind: string }) => d.kind)).toEqual([
      'VENDITA',
      'RESO',
    ]);
  });

  it('a refund made before the receipt was issued is given back with it, in the same run', async () => {
    await turnOn();
    await useDesk();
    const held = await hold('+393361110005', day());
    await providerPaid(held.checkoutId);
    // Settled by a process whose worker is not nudged: the receipt's job waits in the queue.
    const { db, payments } = deps();
    const row = await depositRow(held.checkoutId);
    const state = await payments.retrievePayment(held.checkoutId);
    const settled = await settleDeposit(
      { db, payments },
      suite.s.salonId,
      row?.id as number,
      state,
    );
    expect(settled.outcome).toBe('PAID');
    const queued = await suite.h.db.select().from(jobs).where(eq(jobs.kind, 'deposit.fiscal'));
    expect(queued.map((j) => [j.key, j.state])).toEqual([
      [`deposit-fiscal:${row?.id}:CERTIFY`, 'PENDING'],
    ]);
    // The staff give it back first; the job then issues the receipt and its reso together.
    expect((await refundByStaff(row?.id as number)).status).toBe(200);
    await suite.h.worker.idle();
    const [advance, ...others] = await salonReceipts();
    expect(others).toEqual([]);
    expect(advance).toMatchObject({ status: 'RESO', totalCents: 1000 });
    expect((await documentsOf(advance?.id as number)).map((d) => d.kind)).toEqual([
      'VENDITA',
      'RESO',
    ]);
  });

  it('a salon without the digital desk gets nothing issued: it certifies with its own register', async () => {
    await turnOn();
    const visit = await paidVisit('+393361110006');
    expect(await salonReceipts()).toEqual([]);
    expect((await depositRow(visit.checkoutId))?.certifiedReceiptId).toBeNull();
    expect((await refundByStaff(visit.depositId)).status).toBe(200);
    await suite.h.worker.idle();
    expect(await salonReceipts()).toEqual([]);
    expect(await suite.h.db.select().from(fiscalDocuments)).toEqual([]);
  });

  it('a payment after its hold was released books nothing and certifies nothing: it goes back', async () => {
    await turnOn();
    await useDesk();
    const held = await hold('+393361110008', day());
    await releaseExpiredHolds(deps(), new Date(Date.now() + 11 * 60_000));
    await providerPaid(held.checkoutId);
    expect((await verify(held.checkoutId)).body.outcome).toBe('EXPIRED');
    await suite.h.worker.idle();
    expect(await depositRow(held.checkoutId)).toMatchObject({
      state: 'REFUNDED',
      refundedCents: 1000,
      certifiedReceiptId: null,
    });
    expect(await salonReceipts()).toEqual([]);
  });

  it('the final receipt deducts the acconto, and the day counts acconto and rest as the visit’s price', async () => {
    await turnOn();
    await useDesk();
    const visit = await paidVisit('+393361110007');
    const draft = await suite.h.api('POST', '/cash/drafts', {
      token: suite.s.token,
      body: { appointmentId: visit.appointmentId },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.deposit).toEqual({ id: visit.depositId, amountCents: 1000 });
    expect(draft.body.totals).toMatchObject({
      grossCents: 3500,
      depositCents: 1000,
      totalCents: 2500,
    });
    const paid = await issue(suite.h, suite.s, {
      lines: draft.body.lines,
      payments: [{ method: 'CONTANTI', amountCents: 2500 }],
      appointmentIds: draft.body.appointmentIds,
      clientId: draft.body.clientId,
      depositId: visit.depositId,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.totals).toMatchObject({ depositCents: 1000, totalCents: 2500, vatCents: 451 });
    expect(await depositRow(visit.checkoutId)).toMatchObject({ receiptId: paid.body.id });

    const date = today().toString();
    const report = await suite.h.api('GET', '/cash/report', {
      token: suite.s.token,
      query: { from: date, to: date },
    });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      receipts: 2,
      grossCents: 3500,
      discountCents: 0,
      totalCents: 3500,
      vatCents: 180 + 451,
      vat: [{ vatRate: 22, grossCents: 3500, vatCents: 631 }],
      byMethod: [
        { method: 'CONTANTI', amountCents: 2500 },
        { method: 'CARTA', amountCents: 1000 },
      ],
      byOperator: [{ hairdresserId: suite.s.hairdresserIds[0], totalCents: 3500 }],
      byCategory: [{ category: 'TAGLIO', totalCents: 3500 }],
      byDay: [{ date, receipts: 2, totalCents: 3500 }],
    });
    // The line of the final receipt is the price less the acconto, certified now.
    const lines = await suite.h.db
      .select({ totalCents: receiptLines.totalCents })
      .from(receiptLines)
      .where(eq(receiptLines.receiptId, paid.body.id));
    expect(lines).toEqual([{ totalCents: 2500 }]);
  });
});
