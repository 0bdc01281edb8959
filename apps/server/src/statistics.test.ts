// The «Statistiche» panels (issue #36) against rows written here: every figure exactly, both
// periods, the plan's 403, the 400s of a bad period, and another salon's rows never counted.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  onlineBookingSettings,
  receipts,
  refunds,
  subscriptions,
  timeOff,
} from './db/schema/index.ts';
import { issue, line, refund, seedCashSalon, simulator } from './test-support/cash-calls.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { clients, hairdressers } from './db/schema/index.ts';

const MARCH = { from: '2026-03-01', to: '2026-03-07' };
const PERIODS = {
  period: MARCH,
  previousPeriod: { from: '2026-02-22', to: '2026-02-28' },
};
const MORNINGS = JSON.stringify(
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      [['09:00', '13:00']],
    ]),
  ),
);

let h: Harness;
let s: SalonFixture;
let other: SalonFixture;

type Row = typeof appointments.$inferInsert;

/** One appointment of salon `of`, its times as wall clock text (`2026-03-02 10:00`). */
async function visit(
  of: SalonFixture,
  values: Partial<Row> & { start: string; minutes: number; op: 0 | 1; service: 0 | 1 | 2 },
  client: number,
) {
  const { start, minutes, op, service, ...rest } = values;
  const startAt = `${start}:00`;
  const end = new Date(`${start.replace(' ', 'T')}:00Z`);
  end.setUTCMinutes(end.getUTCMinutes() + minutes);
  await h.db.insert(appointments).values({
    salonId: of.salonId,
    clientId: client,
    hairdresserId: of.hairdresserIds[op] as number,
    serviceId: of.serviceIds[service] as number,
    serviceName: ['Colore', 'Taglio donna', 'Piega'][service] as string,
    startAt,
    endAt: end.toISOString().slice(0, 19).replace('T', ' '),
    durationMinutes: minutes,
    status: 'COMPLETED',
    source: 'MANUAL',
    ...rest,
  });
}

/** Issues a receipt and moves it to `at` (an instant). */
async function receiptAt(of: SalonFixture, at: string, lines: ReturnType<typeof line>[]) {
  const total = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const r = await issue(h, of, { lines, payments: [{ method: 'CARTA', amountCents: total }] });
  expect(r.status).toBe(201);
  const id = (r.body as { id: number }).id;
  await h.db
    .update(receipts)
    .set({ issuedAt: new Date(at) })
    .where(eq(receipts.id, id));
  return id;
}

/** Writes the same visits and receipts in salon `of` (the other salon's must never count). */
async function history(of: SalonFixture) {
  const [c0, c1] = of.clientIds as [number, number];
  const [c2, c3] = (
    await h.db
      .insert(clients)
      .values([
        { salonId: of.salonId, name: 'Anna Neri', phoneNumber: '+393401112233' },
        { salonId: of.salonId, name: 'Paola Verdi', phoneNumber: '+393402223344' },
      ])
      .returning({ id: clients.id })
  ).map((c) => c.id) as [number, number];
  await h.db
    .update(hairdressers)
    .set({ workingHours: MORNINGS })
    .where(eq(hairdressers.id, of.hairdresserIds[0] as number));
  await h.db.insert(timeOff).values({
    salonId: of.salonId,
    hairdresserId: of.hairdresserIds[1] as number,
    startDate: '2026-02-27',
    endDate: '2026-03-01',
  });
  const group = crypto.randomUUID();
  // The period (1–7 March 2026).
  await visit(
    of,
    {
      start: '2026-03-02 10:00',
      minutes: 90,
      op: 0,
      service: 0,
      source: 'WHATSAPP_AI',
      // 30 active, 30 of wait (the operator is free), 30 active.
      activePeriods: JSON.stringify([
        { startOffset: 0, duration: 30 },
        { startOffset: 60, duration: 30 },
      ]),
    },
    c0,
  );
  await visit(
    of,
    { start: '2026-03-02 10:00', minutes: 45, op: 1, service: 1, status: 'BOOKED' },
    c1,
  );
  await visit(
    of,
    {
      start: '2026-03-05 11:00',
      minutes: 30,
      op: 1,
      service: 2,
      status: 'NO_SHOW',
      source: 'VOICE_AI',
    },
    c1,
  );
  // Cancelled 4 hours before a 15:00 visit (14:00Z): late under 24 hours, not under 2.
  await visit(
    of,
    {
      start: '2026-03-06 15:00',
      minutes: 30,
      op: 1,
      service: 2,
      status: 'CANCELLED',
      source: 'ONLINE',
      cancellationReason: 'CLIENT_REQUEST',
      cancelledAt: new Date('2026-03-06T10:00:00Z'),
    },
    c0,
  );
  await visit(
    of,
    {
      start: '2026-03-07 09:00',
      minutes: 45,
      op: 0,
      service: 1,
      status: 'CANCELLED',
      cancellationReason: 'CLIENT_REQUEST',
      cancelledAt: new Date('2026-03-01T10:00:00Z'),
    },
    c2,
  );
  // The salon's own late cancellation: not the client's.
  await visit(
    of,
    {
      start: '2026-03-05 14:00',
      minutes: 45,
      op: 0,
      service: 1,
      status: 'CANCELLED',
      cancellationReason: 'SALON',
      cancelledAt: new Date('2026-03-05T12:00:00Z'),
    },
    c1,
  );
  // A request is not a booking yet: no panel counts it.
  await visit(
    of,
    {
      start: '2026-03-04 12:00',
      minutes: 45,
      op: 0,
      service: 1,
      status: 'REQUESTED',
      source: 'ONLINE',
    },
    c3,
  );
  // One visit of two services with two operators (a group): one booking, two services done.
  await visit(
    of,
    {
      start: '2026-03-03 09:00',
      minutes: 60,
      op: 0,
      service: 0,
      source: 'ONLINE',
      groupId: group,
      serviceOrder: 1,
    },
    c2,
  );
  await visit(
    of,
    {
      start: '2026-03-03 10:00',
      minutes: 30,
      op: 1,
      service: 2,
      source: 'ONLINE',
      groupId: group,
      serviceOrder: 2,
    },
    c2,
  );
  await visit(
    of,
    { start: '2026-03-07 16:00', minutes: 45, op: 1, service: 1, status: 'BOOKED' },
    c3,
  );
  // The previous period (22–28 February) and before.
  await visit(of, { start: '2026-02-25 09:00', minutes: 45, op: 1, service: 1 }, c1);
  await visit(
    of,
    {
      start: '2026-02-26 09:00',
      minutes: 60,
      op: 0,
      service: 0,
      status: 'NO_SHOW',
      source: 'WHATSAPP_AI',
    },
    c0,
  );
  await visit(of, { start: '2026-01-20 09:00', minutes: 45, op: 0, service: 1 }, c0);
  await visit(of, { start: '2025-11-01 09:00', minutes: 45, op: 0, service: 1 }, c3);

  const [sara, luca] = of.hairdresserIds as [number, number];
  const [colore, taglio, piega] = of.serviceIds as [number, number, number];
  const r1 = await receiptAt(of, '2026-03-02T10:00:00Z', [
    line({ description: 'Colore', unitPriceCents: 4500, serviceId: colore, hairdresserId: sara }),
    line({ description: 'Piega', unitPriceCents: 2500, serviceId: piega, hairdresserId: luca }),
  ]);
  // 23:30Z on the 3rd is 00:30 of the 4th in Rome: the salon's day.
  await receiptAt(of, '2026-03-03T23:30:00Z', [line({ serviceId: taglio, hairdresserId: luca })]);
  const voided = await receiptAt(of, '2026-03-05T09:00:00Z', [line({ unitPriceCents: 1000 })]);
  expect((await h.api('POST', `/cash/receipts/${voided}/void`, { token: of.token })).status).toBe(
    200,
  );
  await receiptAt(of, '2026-03-07T09:00:00Z', [
    line({ description: 'Shampoo', unitPriceCents: 1200 }),
  ]);
  await receiptAt(of, '2026-02-25T09:00:00Z', [line({ serviceId: taglio, hairdresserId: luca })]);
  const back = await refund(h, of, r1, { method: 'CARTA', lines: [{ line: 1, quantity: 1 }] });
  expect(back.status).toBe(201);
  await h.db
    .update(refunds)
    .set({ createdAt: new Date('2026-03-06T09:00:00Z') })
    .where(eq(refunds.receiptId, r1));
}

const get = <T = Record<string, unknown>>(
  path: string,
  query: Record<string, string> = MARCH,
  token = s.token,
) => h.api<T>('GET', `/statistics/${path}`, { token, query });

beforeAll(async () => {
  h = await createHarness({ adapters: { fiscal: simulator() } });
  s = await seedCashSalon(h, 'Salone Statistiche');
  other = await seedCashSalon(h, 'Salone Altro');
  await history(s);
  await history(other);
  // The other salon has more, which must never show in the first one's figures.
  await visit(
    other,
    { start: '2026-03-04 09:00', minutes: 45, op: 0, service: 1 },
    other.clientIds[0] as number,
  );
  await h.db.insert(subscriptions).values([
    {
      salonId: s.salonId,
      status: 'ACTIVE',
      planCode: 'PREMIUM',
      currentPeriodEnd: new Date(Date.now() + 864e5 * 30),
    },
    {
      salonId: other.salonId,
      status: 'ACTIVE',
      planCode: 'PREMIUM',
      currentPeriodEnd: new Date(Date.now() + 864e5 * 30),
    },
  ]);
}, 120_000);

describe('statistics panels', () => {
  it('occupancy: own hours or the salon’s, time off out, waits free, requests and cancellations out', async () => {
    const r = await get('occupancy');
    expect(r.status).toBe(200);
    const [sara, luca] = s.hairdresserIds;
    expect(r.body).toEqual({
      ...PERIODS,
      current: {
        totals: {
          appointmentCount: 6,
          workingMinutes: 5280,
          bookedMinutes: 270,
          freeMinutes: 5010,
          occupancyRate: 0.051,
        },
        operators: [
          {
            hairdresserId: luca,
            hairdresserName: 'Luca Ferrari',
            appointmentCount: 4,
            workingMinutes: 3600,
            bookedMinutes: 150,
            freeMinutes: 3450,
            occupancyRate: 0.042,
          },
          {
            hairdresserId: sara,
            hairdresserName: 'Sara Conti',
            appointmentCount: 2,
            workingMinutes: 1680,
            bookedMinutes: 120,
            freeMinutes: 1560,
            occupancyRate: 0.071,
          },
        ],
      },
      previous: {
        totals: {
          appointmentCount: 2,
          workingMinutes: 4680,
          bookedMinutes: 105,
          freeMinutes: 4575,
          occupancyRate: 0.022,
        },
        operators: [
          {
            hairdresserId: luca,
            hairdresserName: 'Luca Ferrari',
            appointmentCount: 1,
            workingMinutes: 3000,
            bookedMinutes: 45,
            freeMinutes: 2955,
            occupancyRate: 0.015,
          },
          {
            hairdresserId: sara,
            hairdresserName: 'Sara Conti',
            appointmentCount: 1,
            workingMinutes: 1680,
            bookedMinutes: 60,
            freeMinutes: 1620,
            occupancyRate: 0.036,
          },
        ],
      },
    });
  });

  it('occupancy counts minutes as GET /appointments/analytics/scheduling does', async () => {
    // Without the request (which that older figure counts), both read the same minutes.
    const analytics = await h.api<{
      byOperator: { bookedMinutes: number; workingMinutes: number }[];
    }>('GET', '/appointments/analytics/scheduling', {
      token: s.token,
      query: PERIODS.previousPeriod,
    });
    const mine = await get<{ previous: { operators: unknown[] } }>('occupancy');
    expect(analytics.body.byOperator).toEqual(mine.body.previous.operators);
  });

  it('revenue: the receipts as the cash report counts them, to the cent', async () => {
    const r = await get('revenue');
    expect(r.status).toBe(200);
    const [sara, luca] = s.hairdresserIds;
    const zero = (d: string) => ({ date: d, totalCents: 0 });
    expect(r.body).toEqual({
      ...PERIODS,
      current: {
        receipts: 3,
        refundedCents: 2500,
        totalCents: 9200,
        byDay: [
          zero('2026-03-01'),
          { date: '2026-03-02', totalCents: 7000 },
          zero('2026-03-03'),
          { date: '2026-03-04', totalCents: 3500 },
          zero('2026-03-05'),
          { date: '2026-03-06', totalCents: -2500 },
          { date: '2026-03-07', totalCents: 1200 },
        ],
        byOperator: [
          { hairdresserId: sara, hairdresserName: 'Sara Conti', totalCents: 4500 },
          { hairdresserId: luca, hairdresserName: 'Luca Ferrari', totalCents: 3500 },
          { hairdresserId: null, hairdresserName: 'Senza operatore', totalCents: 1200 },
        ],
        byCategory: [
          { category: 'COLORE', totalCents: 4500 },
          { category: 'TAGLIO', totalCents: 3500 },
          { category: 'ALTRO', totalCents: 1200 },
          { category: 'PIEGA', totalCents: 0 },
        ],
      },
      previous: {
        receipts: 1,
        refundedCents: 0,
        totalCents: 3500,
        byDay: ['22', '23', '24', '25', '26', '27', '28'].map((d) =>
          d === '25' ? { date: '2026-02-25', totalCents: 3500 } : zero(`2026-02-${d}`),
        ),
        byOperator: [{ hairdresserId: luca, hairdresserName: 'Luca Ferrari', totalCents: 3500 }],
        byCategory: [{ category: 'TAGLIO', totalCents: 3500 }],
      },
    });
    const cash = await h.api<Record<string, unknown>>('GET', '/cash/report', {
      token: s.token,
      query: MARCH,
    });
    const current = (r.body as { current: Record<string, unknown> }).current;
    for (const key of ['receipts', 'refundedCents', 'totalCents', 'byOperator', 'byCategory'])
      expect(current[key]).toEqual(cash.body[key]);
  });

  it('clients: new, returning, and back within 8 weeks', async () => {
    const r = await get('clients');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...PERIODS,
      current: { clients: 4, newClients: 1, returningClients: 3, cameBack: 2, cameBackRate: 0.5 },
      previous: { clients: 1, newClients: 1, returningClients: 0, cameBack: 0, cameBackRate: 0 },
    });
  });

  it('no-shows and late cancellations under the salon’s cutoff, 24 hours without one', async () => {
    const r = await get('cancellations');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...PERIODS,
      cutoffHours: 24,
      current: {
        visits: 8,
        noShows: 1,
        noShowRate: 0.125,
        cancellations: 3,
        lateCancellations: 1,
        lateCancellationRate: 0.125,
      },
      previous: {
        visits: 2,
        noShows: 1,
        noShowRate: 0.5,
        cancellations: 0,
        lateCancellations: 0,
        lateCancellationRate: 0,
      },
    });
    await h.db
      .insert(onlineBookingSettings)
      .values({ salonId: s.salonId, slug: 'salone-statistiche', cutoffHours: 2 });
    try {
      const two = await get<{ cutoffHours: number; current: { lateCancellations: number } }>(
        'cancellations',
      );
      expect(two.body.cutoffHours).toBe(2);
      expect(two.body.current.lateCancellations).toBe(0);
    } finally {
      await h.db.delete(onlineBookingSettings).where(eq(onlineBookingSettings.salonId, s.salonId));
    }
  });

  it('bookings by source: a visit once, requests and cancellations out', async () => {
    const r = await get('sources');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...PERIODS,
      current: { total: 5, bySource: { WHATSAPP_AI: 1, VOICE_AI: 1, MANUAL: 2, ONLINE: 1 } },
      previous: { total: 2, bySource: { WHATSAPP_AI: 1, VOICE_AI: 0, MANUAL: 1, ONLINE: 0 } },
    });
  });

  it('top services: highest takings first, with how many were done', async () => {
    const r = await get('top-services');
    expect(r.status).toBe(200);
    const [colore, taglio, piega] = s.serviceIds;
    expect(r.body).toEqual({
      ...PERIODS,
      current: {
        services: [
          { serviceId: colore, serviceName: 'Colore', count: 2, revenueCents: 4500 },
          { serviceId: taglio, serviceName: 'Taglio donna', count: 2, revenueCents: 3500 },
          { serviceId: piega, serviceName: 'Piega', count: 2, revenueCents: 0 },
        ],
      },
      previous: {
        services: [
          { serviceId: taglio, serviceName: 'Taglio donna', count: 1, revenueCents: 3500 },
          { serviceId: colore, serviceName: 'Colore', count: 1, revenueCents: 0 },
        ],
      },
    });
  });
});

describe('statistics refusals', () => {
  const PANELS = ['occupancy', 'revenue', 'clients', 'cancellations', 'sources', 'top-services'];

  it('400 in Italian for a period backwards, too long or not a date; never a 5xx', async () => {
    for (const path of PANELS) {
      const backwards = await get<{ errors: Record<string, string> }>(path, {
        from: '2026-03-07',
        to: '2026-03-01',
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.errors.to).toBe('La data finale non può precedere quella iniziale');
      const long = await get<{ errors: Record<string, string> }>(path, {
        from: '2025-01-01',
        to: '2026-01-02',
      });
      expect(long.status).toBe(400);
      expect(long.body.errors.to).toBe('Il periodo può essere al massimo di 366 giorni');
      const bads: Record<string, string>[] = [
        { from: '2026-02-30', to: '2026-03-01' },
        { from: 'ieri', to: '2026-03-01' },
        { from: '2026-03-01' },
      ];
      for (const bad of bads) expect((await get(path, bad)).status).toBe(400);
    }
    // 366 days, both included, is the longest period (2024 is a leap year).
    expect((await get('sources', { from: '2025-01-01', to: '2026-01-01' })).status).toBe(200);
    expect((await get('sources', { from: '2024-01-01', to: '2024-12-31' })).status).toBe(200);
  });

  it('403 PLAN_LIMIT on Base, Pro and without a subscription; a trial has them', async () => {
    for (const [status, planCode] of [
      ['ACTIVE', 'BASE'],
      ['ACTIVE', 'PRO'],
      ['CANCELED', 'PREMIUM'],
    ] as const) {
      await h.db
        .update(subscriptions)
        .set({ status, planCode })
        .where(eq(subscriptions.salonId, s.salonId));
      for (const path of PANELS) {
        const r = await get<{ code: string; message: string }>(path);
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({
          code: 'PLAN_LIMIT',
          message: 'Le statistiche sono comprese nel piano Premium',
        });
      }
    }
    await h.db
      .update(subscriptions)
      .set({ status: 'TRIALING', planCode: null, trialEndsAt: new Date(Date.now() + 864e5) })
      .where(eq(subscriptions.salonId, s.salonId));
    expect((await get('revenue')).status).toBe(200);
    await h.db
      .update(subscriptions)
      .set({ status: 'ACTIVE', planCode: 'PREMIUM' })
      .where(eq(subscriptions.salonId, s.salonId));
  });
});
