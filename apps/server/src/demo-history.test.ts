// What a newcomer sees after the first start (issue #31 point 4): the demo salons' weeks of
// history through the API. The demo is seeded once for the file, two copies as the e2e server
// does, with the fiscal simulator of a running server (its numbering in the database).
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13, isValidPartitaIva, DEFAULT_TIME_ZONE } from '@agendina/scheduling';
import { databaseSimulatorStore, simulatorFiscalAdapter } from './adapters/fiscal/index.ts';
import { defaultAppConfig } from './config.ts';
import { appointments, reminders, users } from './db/schema/index.ts';
import type { Schemas } from './http/types.ts';
import { seedDemo } from './seed/demo.ts';
import { DEMO_SALONS, demoSalons } from './seed/demo-data.ts';
import { createHarness, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

let h: Harness;
const tokens = new Map<string, string>();
const config = { ...defaultAppConfig, ...testConfig };

beforeAll(async () => {
  h = await createHarness({
    adapters: { fiscal: simulatorFiscalAdapter({ store: databaseSimulatorStore() }) },
  });
  expect(await seedDemo(h.db, config, 2)).toBe(true);
  for (const demo of demoSalons(2)) {
    const login = await h.api('POST', '/auth/login', {
      body: { email: demo.email, password: demo.password },
    });
    tokens.set(demo.email, login.body.token);
  }
  // Two copies of the whole demo in PGlite: about ten seconds alone, several times that on a
  // loaded machine.
}, 240_000);
afterAll(() => h.close());

const [bellavista, aurora, armonia] = DEMO_SALONS as [
  (typeof DEMO_SALONS)[number],
  (typeof DEMO_SALONS)[number],
  (typeof DEMO_SALONS)[number],
];
const as = (email: string) => ({ token: tokens.get(email) });
const rome = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: DEFAULT_TIME_ZONE }).format(at);
const daysAgo = (n: number) => rome(new Date(Date.now() - n * 86_400_000));
/** An instant as the salon's wall clock, "2026-10-05T09:00:00" like an appointment's dateTime. */
const romeTime = (at: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: DEFAULT_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date(at))
    .replace(' ', 'T');

describe('the demo seed', () => {
  it('gives every copy of a demo salon the same weeks (DEMO_COPIES)', async () => {
    for (const demo of [bellavista, aurora, armonia]) {
      const copy = demo.email.replace('@', '+2@');
      const sameOf = async (email: string) => {
        const search = await h.api<Schemas['AppointmentPage']>('GET', '/appointments/search', {
          ...as(email),
          query: { from: daysAgo(56), to: daysAgo(-13), size: 1 },
        });
        const movements = await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', {
          ...as(email),
          query: { size: 1 },
        });
        return [search.body.totalElements, movements.body.totalElements];
      };
      expect(await sameOf(copy)).toEqual(await sameOf(demo.email));
    }
    const report = async (email: string) =>
      (
        await h.api<Schemas['CashReport']>('GET', '/cash/report', {
          ...as(email),
          query: { from: daysAgo(60), to: daysAgo(1) },
        })
      ).body;
    const [one, two] = [
      await report(bellavista.email),
      await report(bellavista.email.replace('@', '+2@')),
    ];
    expect([two.receipts, two.grossCents, two.byMethod]).toEqual([
      one.receipts,
      one.grossCents,
      one.byMethod,
    ]);
  });

  it('adds nothing on a second start', async () => {
    const before = await h.api<Schemas['ReceiptPage']>(
      'GET',
      '/cash/receipts',
      as(bellavista.email),
    );
    const [rows] = await h.db.select({ n: count() }).from(appointments);
    expect(await seedDemo(h.db, config, 2)).toBe(false);
    const after = await h.api<Schemas['ReceiptPage']>(
      'GET',
      '/cash/receipts',
      as(bellavista.email),
    );
    expect(after.body.totalElements).toBe(before.body.totalElements);
    expect((await h.db.select({ n: count() }).from(appointments))[0]?.n).toBe(rows?.n);
  });
});

describe('the demo calendar', () => {
  it.each(DEMO_SALONS.map((d) => [d.name, d.email]))(
    '%s: «Prenotazioni ricevute oggi» is a handful, the weeks behind are completed, cancelled with a reason, a few no-shows',
    async (_, email) => {
      const today = await h.api<{ count: number }>('GET', '/dashboard/bookings-today', as(email));
      expect(today.body.count).toBeGreaterThanOrEqual(1);
      expect(today.body.count).toBeLessThanOrEqual(12);
      const search = (status?: string) =>
        h.api<Schemas['AppointmentPage']>('GET', '/appointments/search', {
          ...as(email),
          query: { from: daysAgo(56), to: daysAgo(1), status, size: 100 },
        });
      const past = await search();
      expect(past.body.totalElements).toBeGreaterThan(20 * today.body.count);
      // Booked before the visit, most of them on an earlier day.
      const booked = past.body.content.map((a) => [romeTime(a.createdAt), a.dateTime]);
      expect(booked.every(([at, visit]) => (at ?? '') < (visit ?? ''))).toBe(true);
      const daysBefore = booked.filter(([at, visit]) => at?.slice(0, 10) !== visit?.slice(0, 10));
      expect(daysBefore.length).toBeGreaterThan(booked.length / 2);
      const completed = (await search('COMPLETED')).body.totalElements;
      const cancelled = await search('CANCELLED');
      const noShows = (await search('NO_SHOW')).body.totalElements;
      expect(completed).toBeGreaterThan(0.8 * past.body.totalElements);
      expect(cancelled.body.totalElements).toBeGreaterThan(0);
      expect(cancelled.body.content.every((a) => a.cancellationReason && a.cancelledAt)).toBe(true);
      expect(noShows).toBeGreaterThan(0);
      expect((await search('BOOKED')).body.totalElements).toBe(0);
    },
  );

  it('the coming visits were reminded and some confirmed by the client', async () => {
    const { salonId } = await salonOf(bellavista.email);
    const now = new Date();
    const reminded = await h.db
      .select({ n: count() })
      .from(reminders)
      .innerJoin(appointments, eq(appointments.id, reminders.appointmentId))
      .where(
        and(
          eq(reminders.salonId, salonId),
          eq(reminders.status, 'SENT'),
          gt(appointments.startAt, sql`(now() at time zone ${sql.raw(`'${DEFAULT_TIME_ZONE}'`)})`),
        ),
      );
    expect(reminded[0]?.n).toBeGreaterThan(0);
    const coming = await h.api<Schemas['AppointmentPage']>('GET', '/appointments/search', {
      ...as(bellavista.email),
      query: { from: rome(now), to: daysAgo(-3), status: 'BOOKED', size: 100 },
    });
    expect(coming.body.content.some((a) => a.clientConfirmedAt)).toBe(true);
  });
});

async function salonOf(email: string): Promise<{ salonId: number }> {
  const [row] = await h.db
    .select({ salonId: users.salonId })
    .from(users)
    .where(eq(users.email, email));
  return { salonId: row?.salonId as number };
}

describe('the demo cash desk (Salone Bellavista)', () => {
  const t = () => as(bellavista.email);

  it('has weeks of receipts in /cassa/storico, more than a page, newest first, none in the future', async () => {
    const page = await h.api<Schemas['ReceiptPage']>('GET', '/cash/receipts', t());
    expect(page.body.totalPages).toBeGreaterThan(1);
    const issued = page.body.content.map((r) => r.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    expect(Date.parse(issued[0] ?? '')).toBeLessThanOrEqual(Date.now());
    expect(page.body.content.every((r) => r.fiscalState === 'TRASMESSO')).toBe(true);
    const misto = await h.api<Schemas['ReceiptPage']>('GET', '/cash/receipts', {
      ...t(),
      query: { method: 'MISTO' },
    });
    expect(misto.body.totalElements).toBeGreaterThan(0);
  });

  it('draws the last 28 days in /cassa/report: takings on most days, every method, a void and refunds', async () => {
    const report = await h.api<Schemas['CashReport']>('GET', '/cash/report', {
      ...t(),
      query: { from: daysAgo(27), to: daysAgo(0) },
    });
    const r = report.body;
    expect(r.byDay.filter((d) => d.totalCents > 0).length).toBeGreaterThanOrEqual(18);
    expect(r.byMethod.map((m) => m.method).sort()).toEqual(['ALTRO', 'CARTA', 'CONTANTI']);
    expect(r.voided).toBeGreaterThanOrEqual(1);
    expect(r.refunds).toBeGreaterThanOrEqual(2);
    expect(r.byDay.reduce((sum, d) => sum + d.totalCents, 0)).toBe(r.totalCents);
    expect(r.byOperator.length).toBeGreaterThanOrEqual(3);
  });

  it('has a void, a refund and a partial refund, each with its fiscal document', async () => {
    const byStatus = async (status: string) => {
      const page = await h.api<Schemas['ReceiptPage']>('GET', '/cash/receipts', {
        ...t(),
        query: { status },
      });
      const id = page.body.content[0]?.id;
      return (await h.api<Schemas['Receipt']>('GET', `/cash/receipts/${id}`, t())).body;
    };
    const kinds = (r: Schemas['Receipt']) => r.fiscalDocuments.map((d) => d.kind);
    expect(kinds(await byStatus('ANNULLATO'))).toEqual(['VENDITA', 'ANNULLO']);
    expect(kinds(await byStatus('RESO'))).toEqual(['VENDITA', 'RESO']);
    const partial = await byStatus('RESO_PARZIALE');
    expect(kinds(partial)).toEqual(['VENDITA', 'RESO']);
    expect(partial.refundedCents).toBeLessThan(partial.totals.totalCents);
    for (const r of [partial, await byStatus('ANNULLATO')])
      expect(r.fiscalDocuments.every((d) => d.state === 'TRASMESSO')).toBe(true);
  });

  it('stores a receipt as «Incassa» would: the same lines and payments issued now give the same cents', async () => {
    const newest = await h.api<Schemas['ReceiptPage']>('GET', '/cash/receipts', {
      ...t(),
      query: { size: 1 },
    });
    const list = await h.api<Schemas['ReceiptPage']>('GET', '/cash/receipts', {
      ...t(),
      query: { method: 'MISTO', size: 5 },
    });
    const seeded = (
      await h.api<Schemas['Receipt']>('GET', `/cash/receipts/${list.body.content[0]?.id}`, t())
    ).body;
    const again = await h.api<Schemas['Receipt']>('POST', '/cash/receipts', {
      ...t(),
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        lines: seeded.lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          vatRate: l.vatRate,
          hairdresserId: l.hairdresserId,
          serviceId: l.serviceId,
          ...(l.productId ? { productId: l.productId } : {}),
        })),
        ...(seeded.discount ? { discount: seeded.discount } : {}),
        payments: seeded.payments,
      },
    });
    expect(again.status).toBe(201);
    const amounts = (r: Schemas['Receipt']) => ({
      totals: r.totals,
      dueCents: r.dueCents,
      paidCents: r.paidCents,
      changeCents: r.changeCents,
      lines: r.lines.map((l) => [l.description, l.grossCents, l.totalCents, l.category]),
    });
    expect(amounts(again.body)).toEqual(amounts(seeded));
    // The desk numbers on from the demo's last receipt (in the same year), and the fiscal
    // simulator from the demo's daily closings.
    const [year, n] = (newest.body.content[0]?.number ?? '').split('-');
    if (again.body.number.startsWith(`${year}-`))
      expect(again.body.number).toBe(`${year}-${String(Number(n) + 1).padStart(6, '0')}`);
    const closing = Number((again.body.fiscalDocuments[0]?.number ?? '').split('-')[0]);
    expect(closing).toBeGreaterThan(40);
  });

  it('lets the running desk void a receipt of the demo (the simulator knows its documents)', async () => {
    const list = await h.api<Schemas['ReceiptPage']>('GET', '/cash/receipts', {
      ...t(),
      query: { status: 'EMESSO', from: daysAgo(30), to: daysAgo(25), size: 1 },
    });
    const id = list.body.content[0]?.id;
    const voided = await h.api<Schemas['Receipt']>('POST', `/cash/receipts/${id}/void`, t());
    expect(voided.status).toBe(200);
    expect(voided.body.fiscalDocuments.map((d) => [d.kind, d.state])).toEqual([
      ['VENDITA', 'TRASMESSO'],
      ['ANNULLO', 'TRASMESSO'],
    ]);
  });

  it('leaves today open: the daily closing of today is the user’s to make', async () => {
    const closing = await h.api('POST', '/cash/closings', t());
    expect(closing.status).toBe(201);
  });
});

describe('the demo warehouse', () => {
  it.each(DEMO_SALONS.map((d) => [d.name, d.email]))(
    '%s: products under their minimum and one below zero, suppliers with valid Partite IVA, valid barcodes',
    async (_, email) => {
      const overview = await h.api<Schemas['WarehouseOverview']>(
        'GET',
        '/warehouse/overview',
        as(email),
      );
      expect(overview.body.activeProductCount).toBeGreaterThanOrEqual(6);
      expect(overview.body.stockValueCents).toBeGreaterThan(0);
      expect(overview.body.underMinimumCount).toBeGreaterThanOrEqual(1);
      expect(overview.body.negativeCount).toBe(1);
      expect(overview.body.lastMovements[0]?.userEmail).toBe(email);
      const suppliers = await h.api<Schemas['Supplier'][]>(
        'GET',
        '/warehouse/suppliers',
        as(email),
      );
      expect(suppliers.body.length).toBeGreaterThanOrEqual(2);
      expect(suppliers.body.every((x) => isValidPartitaIva(x.vatNumber ?? ''))).toBe(true);
      const list = await h.api<Schemas['ProductPage']>('GET', '/warehouse/products', as(email));
      expect(list.body.content.every((p) => p.ean !== null && isValidEan13(p.ean))).toBe(true);
    },
  );

  it.each(DEMO_SALONS.map((d) => [d.name, d.email]))(
    '%s: /magazzino/ordini has an order in every state, /magazzino/movimenti the weeks behind the stock',
    async (_, email) => {
      const orders = await h.api<Schemas['PurchaseOrderPage']>(
        'GET',
        '/warehouse/orders',
        as(email),
      );
      expect(new Set(orders.body.content.map((o) => o.status))).toEqual(
        new Set(['BOZZA', 'INVIATO', 'PARZIALMENTE_RICEVUTO', 'RICEVUTO', 'ANNULLATO']),
      );
      const movements = await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', {
        ...as(email),
        query: { size: 100 },
      });
      expect(movements.body.totalElements).toBeGreaterThan(30);
      const kinds = new Set(movements.body.content.map((m) => m.kind));
      for (const kind of ['CARICO', 'VENDITA', 'USO_INTERNO']) expect(kinds).toContain(kind);
      // A product's ledger, newest first: each balance is the one before plus the movement.
      const productId = movements.body.content[0]?.productId;
      const ledger = await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', {
        ...as(email),
        query: { productId, size: 100 },
      });
      const rows = ledger.body.content;
      for (let i = 0; i + 1 < rows.length; i++)
        expect(rows[i]!.balanceAfter).toBe(rows[i + 1]!.balanceAfter + rows[i]!.quantity);
      expect(rows.at(-1)?.kind).toBe('CARICO');
    },
  );

  it('Salone Bellavista: its products for sale left through the desk, linked to their receipts', async () => {
    const sales = await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', {
      ...as(bellavista.email),
      query: { kind: 'VENDITA', size: 100 },
    });
    expect(sales.body.totalElements).toBeGreaterThan(10);
    expect(sales.body.content.every((m) => m.receiptNumber)).toBe(true);
    const returns = await h.api<Schemas['StockMovementPage']>('GET', '/warehouse/movements', {
      ...as(bellavista.email),
      query: { kind: 'RESO' },
    });
    expect(returns.body.totalElements).toBeGreaterThanOrEqual(2);
  });
});
