// The cash desk over HTTP (issue #16): drafts, "Incassa" with its Idempotency-Key (50 at once
// make one receipt), and bad input answered in Italian with nothing written.
import { eq } from 'drizzle-orm';
import { ZERO_TOTAL_MESSAGE, formatEuro } from '@agendina/scheduling';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appointments,
  fiscalDocuments,
  receiptLines,
  receipts,
  refunds,
} from './db/schema/index.ts';
import {
  bookGroup,
  cashSuite,
  issue,
  line,
  seedCashSalon,
  rowsIn,
} from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const suite = cashSuite();
const fiscal = suite.fiscal;
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

const rows = async () => ({
  receipts: await rowsIn(h, receipts),
  lines: await rowsIn(h, receiptLines),
  documents: await rowsIn(h, fiscalDocuments),
  refunds: await rowsIn(h, refunds),
});

describe('draft and Incassa', () => {
  it('drafts a group at its booked prices and issues it: receipt, documento commerciale, appointments COMPLETED', async () => {
    const group = await bookGroup(h, s);
    const draft = await h.api('POST', '/cash/drafts', {
      token: s.token,
      body: { appointmentGroupId: group.appointmentGroupId },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.lines).toMatchObject([
      {
        description: 'Colore',
        unitPriceCents: 4500,
        vatRate: 22,
        hairdresserId: s.hairdresserIds[0],
      },
      {
        description: 'Piega',
        unitPriceCents: 2500,
        vatRate: 22,
        hairdresserId: s.hairdresserIds[1],
      },
    ]);
    expect(draft.body.totals).toMatchObject({ totalCents: 7000, vatCents: 1262, netCents: 5738 });

    const paid = await issue(h, s, {
      lines: draft.body.lines,
      discount: { kind: 'PERCENT', value: 1000 },
      payments: [
        { method: 'CARTA', amountCents: 3000 },
        { method: 'CONTANTI', amountCents: 5000 },
      ],
      appointmentIds: draft.body.appointmentIds,
      clientId: draft.body.clientId,
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      status: 'EMESSO',
      fiscalState: 'TRASMESSO',
      clientName: 'Giulia Rossi',
      totals: { totalCents: 6300, discountCents: 700 },
      dueCents: 6300,
      changeCents: 1700,
      appointmentIds: draft.body.appointmentIds,
    });
    expect(paid.body.number).toMatch(/^\d{4}-000001$/);
    expect(paid.body.lines[0]).toMatchObject({ category: 'COLORE', hairdresserName: 'Sara Conti' });
    expect(paid.body.fiscalDocuments).toMatchObject([
      { kind: 'VENDITA', state: 'TRASMESSO', number: '0001-0001', provider: 'simulator' },
    ]);
    const statuses = await h.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.groupId, group.appointmentGroupId));
    expect(statuses.map((a) => a.status)).toEqual(['COMPLETED', 'COMPLETED']);

    const again = await h.api('POST', '/cash/drafts', {
      token: s.token,
      body: { appointmentGroupId: group.appointmentGroupId },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOTHING_TO_PAY');
  });

  it('50 concurrent Incassa with one Idempotency-Key: exactly one receipt and one fiscal document', async () => {
    const group = await bookGroup(h, s);
    fiscal.simulate({ latencyMs: 20 });
    const body = {
      lines: [line({ appointmentId: group.appointments[0]?.id })],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    };
    const key = 'chiave-doppio-click-0001';
    const answers = await Promise.all(Array.from({ length: 50 }, () => issue(h, s, body, key)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((x) => x === 201)).toHaveLength(1);
    expect(statuses.filter((x) => x === 200)).toHaveLength(49);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await rows()).toMatchObject({ receipts: 1, lines: 1, documents: 1 });
    // The same key with another receipt is refused, and stores nothing.
    const other = await issue(
      h,
      s,
      { ...body, payments: [{ method: 'CONTANTI', amountCents: 4000 }] },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await rows()).toMatchObject({ receipts: 1, documents: 1 });
  });

  it('requires the Idempotency-Key header', async () => {
    const response = await h.api('POST', '/cash/receipts', {
      token: s.token,
      body: { lines: [line()], payments: [{ method: 'CARTA', amountCents: 3500 }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'Idempotency-Key': 'Campo obbligatorio' });
  });
});

describe('bad input: a clear Italian 4xx and nothing half-written', () => {
  it.each([
    [
      'payments that do not add up',
      { lines: [line()], payments: [{ method: 'CARTA', amountCents: 3000 }] },
      { payments: `Mancano ${formatEuro(500)} al totale` },
    ],
    [
      'card over the total',
      { lines: [line()], payments: [{ method: 'CARTA', amountCents: 4000 }] },
      {
        payments: `Carta e altri metodi superano il totale di ${formatEuro(500)}: il resto si dà solo in contanti`,
      },
    ],
    [
      'an absurd discount',
      {
        lines: [line({ discount: { kind: 'AMOUNT', value: 9000 } })],
        payments: [{ method: 'CARTA', amountCents: 1 }],
      },
      { 'lines.0.discount': `Lo sconto non può superare l'importo (${formatEuro(3500)})` },
    ],
    [
      'a line over 100.000 €',
      {
        lines: [line({ quantity: 999, unitPriceCents: 10_000_000 })],
        payments: [{ method: 'CARTA', amountCents: 1 }],
      },
      { 'lines.0.quantity': `Una riga non può superare ${formatEuro(10_000_000)}` },
    ],
    [
      'a zero payment',
      { lines: [line()], payments: [{ method: 'CONTANTI', amountCents: 0 }] },
      { 'payments.0.amountCents': 'Scrivi un importo maggiore di zero' },
    ],
    // Issue #32: a 0 € line and no payment was issued, numbered and sent to the fiscal service.
    [
      'a 0 € line and no payment',
      { lines: [line({ unitPriceCents: 0 })], payments: [] },
      { lines: ZERO_TOTAL_MESSAGE },
    ],
    [
      'a 100 % discount',
      { lines: [line()], discount: { kind: 'PERCENT', value: 10_000 }, payments: [] },
      { lines: ZERO_TOTAL_MESSAGE },
    ],
  ])('%s', async (_name, body, errors) => {
    const response = await issue(h, s, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Dati non validi', errors });
    expect(await rows()).toMatchObject({ receipts: 0, lines: 0, documents: 0 });
  });

  it('a negative price is refused by the contract', async () => {
    const response = await issue(h, s, {
      lines: [line({ unitPriceCents: -100 })],
      payments: [{ method: 'CARTA', amountCents: 100 }],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toContain('lines[0].unitPriceCents');
  });

  it('an appointment already paid or cancelled: 409, nothing written', async () => {
    const group = await bookGroup(h, s);
    const id = group.appointments[0]?.id as number;
    const body = {
      lines: [line({ appointmentId: id })],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    };
    expect((await issue(h, s, body)).status).toBe(201);
    const twice = await issue(h, s, body);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'APPOINTMENT_NOT_PAYABLE' });
    expect(twice.body.message).toMatch(
      /^L'appuntamento Colore del 12\/03\/2030 alle 10:00 è già completato/,
    );
    expect(await rows()).toMatchObject({ receipts: 1, documents: 1 });
  });

  it("another salon's appointment, operator or receipt answers 404; a salon without digital cash 403", async () => {
    const other = await seedCashSalon(h, 'Salone Due');
    const group = await bookGroup(h, other);
    const foreign = await issue(h, s, {
      lines: [line({ appointmentId: group.appointments[0]?.id })],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    });
    expect(foreign.status).toBe(404);
    const operator = await issue(h, s, {
      lines: [line({ hairdresserId: other.hairdresserIds[0] })],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    });
    expect(operator.status).toBe(404);
    const theirs = await issue(h, other, {
      lines: [line()],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    });
    for (const [method, path] of [
      ['GET', `/cash/receipts/${theirs.body.id}`],
      ['POST', `/cash/receipts/${theirs.body.id}/void`],
    ] as const) {
      const response = await h.api(method, path, { token: s.token });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Scontrino non trovato');
    }
    const list = await h.api('GET', '/cash/receipts', { token: s.token });
    expect(list.body.totalElements).toBe(0);

    const plain = await seedSalon(h.db, h.api, 'Salone Senza Cassa');
    const refused = await issue(h, plain, {
      lines: [line()],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'La cassa digitale non è attiva per questo salone',
      code: 'DIGITAL_CASH_DISABLED',
    });
    expect((await h.api('GET', '/cash/receipts', { token: plain.token })).status).toBe(403);
  });

  it('a fiscal refusal stores nothing (422) and leaves the appointments as they were', async () => {
    const group = await bookGroup(h, s);
    fiscal.simulate({ mode: 'reject' });
    const response = await issue(h, s, {
      lines: [line({ appointmentId: group.appointments[0]?.id })],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'FISCAL_REJECTED' });
    expect(response.body.message).toMatch(/^Il servizio fiscale ha rifiutato il documento/);
    expect(await rows()).toMatchObject({ receipts: 0, lines: 0, documents: 0 });
    const [a] = await h.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, group.appointments[0]?.id as number));
    expect(a?.status).toBe('BOOKED');
  });
});
