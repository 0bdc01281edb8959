// The cash desk's report, CSV export and daily closing (issue #16): void and refund fix the
// report; cash counts net of the change; the closing starts the fiscal service's next day.
import { beforeEach, describe, expect, it } from 'vitest';
import { dailyClosings } from './db/schema/index.ts';
import { csvAmount, csvField } from './services/cash/export-csv.ts';
import { today } from './services/time.ts';
import { cashSuite, issue, line, refund } from './test-support/cash-calls.ts';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';

const suite = cashSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

const day = () => today().toString();
const report = () =>
  h.api('GET', '/cash/report', { token: s.token, query: { from: day(), to: day() } });

/** A: Taglio by the first operator, 35,00 paid with 50,00 cash; B: two Piega by the second, misto. */
async function sales() {
  const a = await issue(h, s, {
    lines: [line({ serviceId: s.serviceIds[1], hairdresserId: s.hairdresserIds[0] })],
    payments: [{ method: 'CONTANTI', amountCents: 5000 }],
  });
  const b = await issue(h, s, {
    lines: [
      line({
        description: 'Piega',
        quantity: 2,
        unitPriceCents: 2500,
        serviceId: s.serviceIds[2],
        hairdresserId: s.hairdresserIds[1],
      }),
    ],
    payments: [
      { method: 'CARTA', amountCents: 3000 },
      { method: 'CONTANTI', amountCents: 2000 },
    ],
  });
  const c = await issue(h, s, {
    lines: [line({ unitPriceCents: 1000 })],
    payments: [{ method: 'CARTA', amountCents: 1000 }],
  });
  return { a: a.body, b: b.body, c: c.body };
}

describe('report', () => {
  it('counts sales, takes out voids and refunds, by VAT rate, method, operator, category and day', async () => {
    const { b, c } = await sales();
    expect((await report()).body).toMatchObject({ receipts: 3, totalCents: 9500 });
    await h.api('POST', `/cash/receipts/${c.id}/void`, { token: s.token });
    await refund(h, s, b.id, { method: 'CONTANTI', lines: [{ line: 0, quantity: 1 }] });
    const r = await report();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      receipts: 2,
      voided: 1,
      refunds: 1,
      grossCents: 8500,
      discountCents: 0,
      refundedCents: 2500,
      totalCents: 6000,
      vatCents: 1082,
      netCents: 4918,
      vat: [{ vatRate: 22, grossCents: 6000, netCents: 4918, vatCents: 1082 }],
      byDay: [{ date: day(), receipts: 2, totalCents: 6000 }],
    });
    // In the stated orders: methods as the contract lists them, the rest highest total first.
    expect(r.body.byMethod).toEqual([
      { method: 'CONTANTI', amountCents: 3000 },
      { method: 'CARTA', amountCents: 3000 },
    ]);
    expect(r.body.byOperator).toEqual([
      { hairdresserId: s.hairdresserIds[0], hairdresserName: 'Sara Conti', totalCents: 3500 },
      { hairdresserId: s.hairdresserIds[1], hairdresserName: 'Luca Ferrari', totalCents: 2500 },
    ]);
    expect(r.body.byCategory).toEqual([
      { category: 'TAGLIO', totalCents: 3500 },
      { category: 'PIEGA', totalCents: 2500 },
    ]);
  });

  it('refuses a backwards or too long period in Italian', async () => {
    const backwards = await h.api('GET', '/cash/report', {
      token: s.token,
      query: { from: '2026-03-10', to: '2026-03-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({
      to: 'La data finale non può precedere quella iniziale',
    });
    const long = await h.api('GET', '/cash/report/csv', {
      token: s.token,
      query: { from: '2025-01-01', to: '2026-03-01' },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ to: 'Il periodo può essere al massimo di 366 giorni' });
  });
});

describe('CSV export', () => {
  it('one row per receipt, Italian headers, semicolons and comma decimals', async () => {
    const { a } = await sales();
    const response = await h.app.request(`/cash/report/csv?from=${day()}&to=${day()}`, {
      headers: { Authorization: `Bearer ${s.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="scontrini-${day()}-${day()}.csv"`,
    );
    const text = await response.text();
    const rows = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Numero;Data;Ora;Stato;Cliente;Totale;IVA;Imponibile;Contanti;Carta;Altro;Reso',
    );
    expect(rows).toHaveLength(4);
    const [y, m, d] = day().split('-');
    expect(rows[1]).toMatch(
      new RegExp(
        `^${a.number};${d}/${m}/${y};\\d{2}:\\d{2};EMESSO;;35,00;6,31;28,69;35,00;0,00;0,00;0,00$`,
      ),
    );
  });

  it('writes amounts with a comma and defuses what a spreadsheet would run', () => {
    expect([csvAmount(3500), csvAmount(5), csvAmount(-250), csvAmount(123456)]).toEqual([
      '35,00',
      '0,05',
      '-2,50',
      '1234,56',
    ]);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('Rossi; Bianchi')).toBe('"Rossi; Bianchi"');
    expect(csvField('Giulia Rossi')).toBe('Giulia Rossi');
  });
});

describe('daily closing', () => {
  it("keeps the day's report, starts the fiscal service's next closing, and happens once a day", async () => {
    await sales();
    const closed = await h.api('POST', '/cash/closings', { token: s.token });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({
      number: 1,
      date: day(),
      report: { receipts: 3, totalCents: 9500 },
    });
    const next = await issue(h, s, {
      lines: [line()],
      payments: [{ method: 'CARTA', amountCents: 3500 }],
    });
    expect(next.body.fiscalDocuments[0].number).toMatch(/-0001$/);
    expect(next.body.fiscalDocuments[0].number).not.toBe('0001-0001');
    const again = await h.api('POST', '/cash/closings', { token: s.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'La chiusura giornaliera di oggi è già stata fatta',
      code: 'DAY_ALREADY_CLOSED',
    });
  });

  it('is found by its day, numbered in the salon’s sequence, and only the salon’s own', async () => {
    const closings = (from: string, to: string, token = s.token) =>
      h.api('GET', '/cash/closings', { token, query: { from, to } });
    const before = await closings(day(), day());
    expect(before.status).toBe(200);
    expect(before.body).toEqual([]);
    // Two earlier days closed (rows as a closing of those days left them), then today.
    const earlier = today().subtract({ days: 9 }).toString();
    const previous = today().subtract({ days: 2 }).toString();
    for (const date of [earlier, previous]) {
      const { body } = await h.api('GET', '/cash/report', {
        token: s.token,
        query: { from: date, to: date },
      });
      await h.db.insert(dailyClosings).values({ salonId: s.salonId, date, report: body });
    }
    const closed = await h.api('POST', '/cash/closings', { token: s.token });
    expect(closed.body).toMatchObject({ number: 3, date: day() });

    const todays = await closings(day(), day());
    expect(todays.body).toEqual([closed.body]);
    const week = await closings(today().subtract({ days: 6 }).toString(), day());
    expect(week.body.map((c: { date: string; number: number }) => [c.date, c.number])).toEqual([
      [day(), 3],
      [previous, 2],
    ]);
    const backwards = await closings(day(), earlier);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({
      to: 'La data finale non può precedere quella iniziale',
    });
    // Another salon sees none of them.
    const other = await seedSalon(h.db, h.api, 'Salone Due', { digitalCash: true });
    expect((await closings(earlier, day(), other.token)).body).toEqual([]);
  });
});
