// The cash desk's history (issue #16): void and refund, each with its own fiscal document and
// its Italian refusals, and the receipt list with its filters and paging.
import { DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments, fiscalDocuments, receipts, refunds } from './db/schema/index.ts';
import { bookGroup, cashSuite, issue, line, refund, rowsIn } from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const suite = cashSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

const rows = async () => ({
  documents: await rowsIn(h, fiscalDocuments),
  refunds: await rowsIn(h, refunds),
});

describe('void and refund', () => {
  const sale = () =>
    issue(h, s, {
      lines: [line(), line({ description: 'Piega', unitPriceCents: 2500, quantity: 2 })],
      payments: [{ method: 'CONTANTI', amountCents: 8500 }],
    });

  it('a refund by line, then the rest, each with its RESO document; then no more', async () => {
    const receipt = (await sale()).body;
    const first = await refund(h, s, receipt.id, {
      method: 'CONTANTI',
      lines: [{ line: 1, quantity: 1 }],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'RESO_PARZIALE', refundedCents: 2500 });
    expect(first.body.lines[1].refundedQuantity).toBe(1);
    const over = await refund(h, s, receipt.id, {
      method: 'CONTANTI',
      lines: [{ line: 1, quantity: 2 }],
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({
      'lines.0.quantity': 'Di "Piega" puoi rendere al massimo 1 pezzo',
    });
    const rest = await refund(h, s, receipt.id, { method: 'CARTA' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ status: 'RESO', refundedCents: 8500 });
    expect(
      rest.body.fiscalDocuments.map((d: { kind: string; state: string }) => `${d.kind} ${d.state}`),
    ).toEqual(['VENDITA TRASMESSO', 'RESO TRASMESSO', 'RESO TRASMESSO']);
    const none = await refund(h, s, receipt.id, { method: 'CARTA' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('RECEIPT_FULLY_REFUNDED');
    const voided = await h.api('POST', `/cash/receipts/${receipt.id}/void`, { token: s.token });
    expect(voided.status).toBe(409);
  });

  it('a void: ANNULLO document, the appointments wait at the desk again; a second void is 409', async () => {
    const group = await bookGroup(h, s);
    const id = group.appointments[1]?.id as number;
    const receipt = (
      await issue(h, s, {
        lines: [line({ appointmentId: id })],
        payments: [{ method: 'CARTA', amountCents: 3500 }],
      })
    ).body;
    const voided = await h.api('POST', `/cash/receipts/${receipt.id}/void`, { token: s.token });
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('ANNULLATO');
    expect(voided.body.fiscalDocuments[1]).toMatchObject({ kind: 'ANNULLO', state: 'TRASMESSO' });
    const [a] = await h.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(a?.status).toBe('IN_PROGRESS');
    const again = await h.api('POST', `/cash/receipts/${receipt.id}/void`, { token: s.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Lo scontrino ${receipt.number} è già stato annullato`);
    const refused = await refund(h, s, receipt.id, { method: 'CARTA' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Lo scontrino ${receipt.number} è stato annullato: non si può fare un reso`,
    );
    expect(await rows()).toMatchObject({ documents: 2, refunds: 0 });
  });
});

describe('the receipt list', () => {
  it('filters by method (MISTO too), operator and state, a page at a time', async () => {
    const pay = (payments: { method: string; amountCents: number }[], extra = {}) =>
      issue(h, s, { lines: [line(extra)], payments });
    await pay([{ method: 'CONTANTI', amountCents: 3500 }]);
    await pay([{ method: 'CARTA', amountCents: 3500 }], { hairdresserId: s.hairdresserIds[1] });
    const misto = await pay([
      { method: 'CARTA', amountCents: 1500 },
      { method: 'CONTANTI', amountCents: 2000 },
    ]);
    await h.api('POST', `/cash/receipts/${misto.body.id}/void`, { token: s.token });
    const list = (query: Record<string, string | number>) =>
      h.api('GET', '/cash/receipts', { token: s.token, query });
    expect((await list({})).body.totalElements).toBe(3);
    const mixed = await list({ method: 'MISTO' });
    expect(mixed.body.content.map((r: { id: number }) => r.id)).toEqual([misto.body.id]);
    expect(mixed.body.content[0]).toMatchObject({
      methods: ['CARTA', 'CONTANTI'],
      status: 'ANNULLATO',
    });
    expect((await list({ method: 'CONTANTI' })).body.totalElements).toBe(1);
    expect((await list({ hairdresserId: s.hairdresserIds[1] as number })).body.totalElements).toBe(
      1,
    );
    expect((await list({ status: 'ANNULLATO' })).body.totalElements).toBe(1);
    const page = await list({ size: 2, page: 1 });
    expect(page.body).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(page.body.content).toHaveLength(1);
    // The salon's day, not UTC's: between 23:00 and 24:00 UTC they differ.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: DEFAULT_TIME_ZONE });
    expect((await list({ from: today, to: today })).body.totalElements).toBe(3);
    expect((await list({ from: '2020-01-01', to: '2020-01-31' })).body.totalElements).toBe(0);
    const backwards = await list({ from: '2020-02-01', to: '2020-01-31' });
    expect(backwards.status).toBe(400);
  });

  it("cuts the salon's days on a DST day: 29 March 2026 has 23 hours in Rome", async () => {
    const at = async (instant: string) => {
      const receipt = await issue(h, s, {
        lines: [line()],
        payments: [{ method: 'CARTA', amountCents: 3500 }],
      });
      // Issued at that instant (the clock of the test cannot be moved inside the server).
      await h.db
        .update(receipts)
        .set({ issuedAt: new Date(instant) })
        .where(eq(receipts.id, receipt.body.id));
      return receipt.body.id as number;
    };
    const early = await at('2026-03-28T23:30:00Z'); // 00:30 CET, 29 March
    const late = await at('2026-03-29T22:30:00Z'); // 00:30 CEST, 30 March
    const ids = async (from: string, to: string) =>
      (
        await h.api('GET', '/cash/receipts', { token: s.token, query: { from, to } })
      ).body.content.map((r: { id: number }) => r.id);
    expect(await ids('2026-03-29', '2026-03-29')).toEqual([early]);
    expect(await ids('2026-03-30', '2026-03-30')).toEqual([late]);
  });
});
