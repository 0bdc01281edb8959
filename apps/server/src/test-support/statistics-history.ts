// The history the «Statistiche» tests count (issue #36): two salons with the same visits and
// receipts, written row by row, so every figure of a panel can be checked exactly.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  appointments,
  clients,
  hairdressers,
  receipts,
  refunds,
  subscriptions,
  timeOff,
} from '../db/schema/index.ts';
import { issue, line, refund, seedCashSalon, simulator } from './cash-calls.ts';
import type { SalonFixture } from './fixtures.ts';
import { createHarness } from './harness.ts';
import type { Harness } from './harness.ts';

export const MARCH = { from: '2026-03-01', to: '2026-03-07' };
export const PERIODS = {
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

type Row = typeof appointments.$inferInsert;

/** One appointment of salon `of`, its times as wall clock text (`2026-03-02 10:00`). */
export async function visit(
  h: Harness,
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
export async function receiptAt(
  h: Harness,
  of: SalonFixture,
  at: string,
  lines: ReturnType<typeof line>[],
) {
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
export async function history(h: Harness, of: SalonFixture) {
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
    h,
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
    h,
    of,
    { start: '2026-03-02 10:00', minutes: 45, op: 1, service: 1, status: 'BOOKED' },
    c1,
  );
  await visit(
    h,
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
    h,
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
    h,
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
    h,
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
    h,
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
    h,
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
    h,
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
    h,
    of,
    { start: '2026-03-07 16:00', minutes: 45, op: 1, service: 1, status: 'BOOKED' },
    c3,
  );
  // The previous period (22–28 February) and before.
  await visit(h, of, { start: '2026-02-25 09:00', minutes: 45, op: 1, service: 1 }, c1);
  await visit(
    h,
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
  await visit(h, of, { start: '2026-01-20 09:00', minutes: 45, op: 0, service: 1 }, c0);
  await visit(h, of, { start: '2025-11-01 09:00', minutes: 45, op: 0, service: 1 }, c3);

  const [sara, luca] = of.hairdresserIds as [number, number];
  const [colore, taglio, piega] = of.serviceIds as [number, number, number];
  const r1 = await receiptAt(h, of, '2026-03-02T10:00:00Z', [
    line({ description: 'Colore', unitPriceCents: 4500, serviceId: colore, hairdresserId: sara }),
    line({ description: 'Piega', unitPriceCents: 2500, serviceId: piega, hairdresserId: luca }),
  ]);
  // 23:30Z on the 3rd is 00:30 of the 4th in Rome: the salon's day.
  await receiptAt(h, of, '2026-03-03T23:30:00Z', [
    line({ serviceId: taglio, hairdresserId: luca }),
  ]);
  const voided = await receiptAt(h, of, '2026-03-05T09:00:00Z', [line({ unitPriceCents: 1000 })]);
  expect((await h.api('POST', `/cash/receipts/${voided}/void`, { token: of.token })).status).toBe(
    200,
  );
  await receiptAt(h, of, '2026-03-07T09:00:00Z', [
    line({ description: 'Shampoo', unitPriceCents: 1200 }),
  ]);
  await receiptAt(h, of, '2026-02-25T09:00:00Z', [
    line({ serviceId: taglio, hairdresserId: luca }),
  ]);
  const back = await refund(h, of, r1, { method: 'CARTA', lines: [{ line: 1, quantity: 1 }] });
  expect(back.status).toBe(201);
  await h.db
    .update(refunds)
    .set({ createdAt: new Date('2026-03-06T09:00:00Z') })
    .where(eq(refunds.receiptId, r1));
}

export interface StatisticsSuite {
  h: Harness;
  /** The Premium salon whose figures are read. */
  s: SalonFixture;
  /** Another Premium salon with the same history and one visit more, never counted in `s`. */
  other: SalonFixture;
  /** GET /statistics/{path} as `s` (or `token`), for March's first week by default. */
  get: <T = Record<string, unknown>>(
    path: string,
    query?: Record<string, string>,
    token?: string,
  ) => Promise<{ status: number; body: T }>;
}

/** One database for the file with both salons' history, written once before its tests. */
export function statisticsSuite(): StatisticsSuite {
  const suite = {} as StatisticsSuite;
  suite.get = (path, query = MARCH, token = suite.s.token) =>
    suite.h.api('GET', `/statistics/${path}`, { token, query });
  beforeAll(async () => {
    const h = await createHarness({ adapters: { fiscal: simulator() } });
    const s = await seedCashSalon(h, 'Salone Statistiche');
    const other = await seedCashSalon(h, 'Salone Altro');
    Object.assign(suite, { h, s, other });
    await history(h, s);
    await history(h, other);
    // The other salon has more, which must never show in the first one's figures.
    await visit(
      h,
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
  afterAll(() => suite.h.close());
  return suite;
}
