// The acconto paid online at booking, at the desk (issue #35, decision 0064): the draft deducts
// it as its own amount, "Incassa" gives it to one receipt only (under a lock), the documento
// commerciale certifies what is paid now, and a void frees it for the correct receipt.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deposits, fiscalDocuments, receipts } from './db/schema/index.ts';
import { bookGroup, cashSuite, issue, rowsIn } from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const suite = cashSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

type Group = Awaited<ReturnType<typeof bookGroup>>;

/** A deposit of `amountCents` paid online for the group's visit, as the booking page leaves it. */
async function paidDeposit(group: Group, amountCents = 1000, extra = {}) {
  const [row] = await h.db
    .insert(deposits)
    .values({
      salonId: s.salonId,
      clientId: s.clientIds[0] ?? 0,
      appointmentId: group.appointments[0]?.id ?? null,
      groupId: group.appointmentGroupId,
      checkoutId: `tcs_test_${group.appointmentGroupId}`,
      provider: 'TEST',
      amountCents,
      state: 'PAID',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
      returnUrl: 'https://example.test/prenota/ritorno',
      paymentRef: `tpi_test_${group.appointmentGroupId}`,
      paidAt: new Date(),
      ...extra,
    })
    .returning({ id: deposits.id });
  if (!row) throw new Error('deposito non scritto');
  return row.id;
}

const draftOf = (group: Group) =>
  h.api('POST', '/cash/drafts', {
    token: s.token,
    body: { appointmentGroupId: group.appointmentGroupId },
  });

const receiptIdOf = async (depositId: number) =>
  (
    await h.db
      .select({ receiptId: deposits.receiptId })
      .from(deposits)
      .where(eq(deposits.id, depositId))
  )[0]?.receiptId;

/** "Incassa" of the draft as it came, paid by card for what is left. */
async function payDraft(draft: {
  lines: unknown[];
  appointmentIds: number[];
  clientId: number;
  deposit?: { id: number };
  totals: { totalCents: number };
}) {
  return issue(h, s, {
    lines: draft.lines,
    payments: [{ method: 'CARTA', amountCents: draft.totals.totalCents }],
    appointmentIds: draft.appointmentIds,
    clientId: draft.clientId,
    ...(draft.deposit ? { depositId: draft.deposit.id } : {}),
  });
}

describe('the acconto paid online, at the desk', () => {
  it('is deducted by the draft and the receipt: what is due and its VAT are what is paid now', async () => {
    const group = await bookGroup(h, s);
    const depositId = await paidDeposit(group);
    const draft = await draftOf(group);
    expect(draft.status).toBe(200);
    expect(draft.body.deposit).toEqual({ id: depositId, amountCents: 1000 });
    expect(draft.body.totals).toEqual({
      grossCents: 7000,
      discountCents: 0,
      depositCents: 1000,
      totalCents: 6000,
      vatCents: 1082,
      netCents: 4918,
      vat: [{ vatRate: 22, grossCents: 6000, netCents: 4918, vatCents: 1082 }],
    });

    const paid = await payDraft(draft.body);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      status: 'EMESSO',
      fiscalState: 'TRASMESSO',
      totals: { grossCents: 7000, discountCents: 0, depositCents: 1000, totalCents: 6000 },
      dueCents: 6000,
      paidCents: 6000,
    });
    // Each service gives up its share of the acconto: 643 of Colore's 45,00 €, 357 of Piega's.
    expect(paid.body.lines.map((l: { totalCents: number }) => l.totalCents)).toEqual([3857, 2143]);
    expect(await receiptIdOf(depositId)).toBe(paid.body.id);

    // The documento commerciale certifies the 60,00 € paid now, the acconto in each line's
    // discount (the only amount SIGN IT lite lets lower a line).
    const [document] = await h.db
      .select({ exchange: fiscalDocuments.exchange })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.receiptId, paid.body.id));
    const record = (document?.exchange as { request: { transaction: unknown } }).request
      .transaction as {
      content: {
        operation: {
          document: { total_vat: { inclusive: string } };
          entries: { data: { value: { discount?: string }; vat: { inclusive: string } } }[];
          payments: { type: string; details: { amount: string } }[];
        };
      };
    };
    const operation = record.content.operation;
    expect(operation.document.total_vat.inclusive).toBe('60.00');
    expect(operation.entries.map((e) => [e.data.value.discount, e.data.vat.inclusive])).toEqual([
      ['6.43', '38.57'],
      ['3.57', '21.43'],
    ]);
    expect(operation.payments).toEqual([{ type: 'CARD', details: { amount: '60.00' } }]);

    // Read back, the receipt still says what it deducted; the visit has nothing left to pay.
    const read = await h.api('GET', `/cash/receipts/${paid.body.id}`, { token: s.token });
    expect(read.body.totals.depositCents).toBe(1000);
    expect((await draftOf(group)).status).toBe(409);
  });

  it('is deducted once: a second receipt of the visit cannot deduct it again', async () => {
    const group = await bookGroup(h, s);
    const depositId = await paidDeposit(group);
    const draft = (await draftOf(group)).body;
    const [colore, piega] = draft.lines;
    const [first, second] = draft.appointmentIds;
    const one = await issue(h, s, {
      lines: [colore],
      payments: [{ method: 'CONTANTI', amountCents: 3500 }],
      appointmentIds: [first],
      depositId,
    });
    expect(one.status).toBe(201);
    expect(one.body.totals).toMatchObject({ depositCents: 1000, totalCents: 3500 });

    const before = await rowsIn(h, receipts);
    const again = await issue(h, s, {
      lines: [piega],
      payments: [{ method: 'CONTANTI', amountCents: 1500 }],
      appointmentIds: [second],
      depositId,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: `L'acconto versato online è già stato scalato dallo scontrino ${one.body.number}`,
      code: 'DEPOSIT_ALREADY_DEDUCTED',
    });
    expect(await rowsIn(h, receipts)).toBe(before);
    // The rest of the visit is paid in full, and nothing asks for the acconto any more.
    const rest = (await draftOf(group)).body;
    expect(rest.deposit).toBeUndefined();
    expect(rest.totals.totalCents).toBe(2500);
    expect((await payDraft(rest)).status).toBe(201);
    expect(await receiptIdOf(depositId)).toBe(one.body.id);
  });

  it('two desks at once: one receipt deducts it, the other is refused and writes nothing', async () => {
    const group = await bookGroup(h, s);
    const depositId = await paidDeposit(group);
    const draft = (await draftOf(group)).body;
    suite.fiscal.simulate({ latencyMs: 20 });
    const answers = await Promise.all(
      draft.lines.map((l: { appointmentId: number; unitPriceCents: number }) =>
        issue(h, s, {
          lines: [l],
          payments: [{ method: 'CARTA', amountCents: l.unitPriceCents - 1000 }],
          appointmentIds: [l.appointmentId],
          depositId,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409]);
    const winner = answers.find((a) => a.status === 201);
    expect(await receiptIdOf(depositId)).toBe(winner?.body.id);
    expect(await rowsIn(h, receipts)).toBe(1);
  });

  it('a void frees it: the correct receipt deducts it again', async () => {
    const group = await bookGroup(h, s);
    const depositId = await paidDeposit(group);
    const paid = await payDraft((await draftOf(group)).body);
    const voided = await h.api('POST', `/cash/receipts/${paid.body.id}/void`, { token: s.token });
    expect(voided.status).toBe(200);
    expect(voided.body.totals.depositCents).toBe(1000);
    expect(await receiptIdOf(depositId)).toBeNull();

    const redo = (await draftOf(group)).body;
    expect(redo.deposit).toEqual({ id: depositId, amountCents: 1000 });
    const correct = await payDraft(redo);
    expect(correct.status).toBe(201);
    expect(await receiptIdOf(depositId)).toBe(correct.body.id);
  });

  it('cannot be forgotten: a receipt of the visit without it is refused, nothing written', async () => {
    const group = await bookGroup(h, s);
    await paidDeposit(group);
    const { deposit, ...draft } = (await draftOf(group)).body;
    expect(deposit).toBeDefined();
    const refused = await issue(h, s, {
      lines: draft.lines,
      payments: [{ method: 'CARTA', amountCents: 7000 }],
      appointmentIds: draft.appointmentIds,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message:
        'Questa visita ha un acconto versato online di 10,00\u00a0€ da scalare: riapri la vendita dalla cassa',
      code: 'DEPOSIT_NOT_DEDUCTED',
    });
    expect(await rowsIn(h, receipts)).toBe(0);
  });

  it('a refunded or another visit’s deposit is not deducted', async () => {
    const group = await bookGroup(h, s);
    const refunded = await paidDeposit(group, 1000, {
      state: 'REFUNDED',
      refundedCents: 1000,
      refundedAt: new Date(),
    });
    const draft = (await draftOf(group)).body;
    expect(draft.deposit).toBeUndefined();
    expect(draft.totals).not.toHaveProperty('depositCents');
    expect(draft.totals.totalCents).toBe(7000);
    const withRefunded = await payDraft({ ...draft, deposit: { id: refunded } });
    expect(withRefunded.status).toBe(409);
    expect(withRefunded.body.code).toBe('DEPOSIT_NOT_AVAILABLE');

    const other = await bookGroup(h, s, '2030-03-13T10:00');
    const othersDeposit = await paidDeposit(other);
    const wrongVisit = await payDraft({ ...draft, deposit: { id: othersDeposit } });
    expect(wrongVisit.status).toBe(409);
    expect(wrongVisit.body.code).toBe('DEPOSIT_NOT_OF_VISIT');
    const unknown = await payDraft({ ...draft, deposit: { id: 999_999 } });
    expect(unknown.status).toBe(404);
    expect(await rowsIn(h, receipts)).toBe(0);
  });

  it('larger than what is left after the discounts: 400 beside the deposit, in Italian', async () => {
    const group = await bookGroup(h, s);
    const depositId = await paidDeposit(group, 6500);
    const draft = (await draftOf(group)).body;
    const answer = await issue(h, s, {
      lines: draft.lines,
      discount: { kind: 'PERCENT', value: 1000 },
      payments: [{ method: 'CARTA', amountCents: 100 }],
      appointmentIds: draft.appointmentIds,
      depositId,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      deposit:
        "L'acconto già versato (65,00\u00a0€) supera il totale dello scontrino (63,00\u00a0€): rimborsalo dall'appuntamento oppure togli gli sconti",
    });
    expect(await receiptIdOf(depositId)).toBeNull();
  });

  it('a receipt waiting for the fiscal service is transmitted later with the acconto deducted', async () => {
    const group = await bookGroup(h, s);
    await paidDeposit(group);
    suite.fiscal.simulate({ mode: 'down' });
    const paid = await payDraft((await draftOf(group)).body);
    expect(paid.body.fiscalState).toBe('DA_TRASMETTERE');
    suite.fiscal.simulate({ mode: 'ok' });
    await h.api('POST', '/cash/fiscal/queue/retry', { token: s.token });
    const [document] = await h.db
      .select({ state: fiscalDocuments.state, exchange: fiscalDocuments.exchange })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.receiptId, paid.body.id));
    expect(document?.state).toBe('TRASMESSO');
    expect(JSON.stringify(document?.exchange)).toContain('"inclusive":"60.00"');
  });
});
