// The «Statistiche» panels (issue #36) against rows written here (test-support/
// statistics-history.ts): every figure exactly, both periods, and another salon's rows never
// counted. The refusals (a bad period, the plan) are in statistics-refusals.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onlineBookingSettings } from './db/schema/index.ts';
import { MARCH, PERIODS, statisticsSuite } from './test-support/statistics-history.ts';

const suite = statisticsSuite();
const { get } = suite;

describe('statistics panels', () => {
  it('occupancy: own hours or the salon’s, time off out, waits free, requests and cancellations out', async () => {
    const r = await get('occupancy');
    expect(r.status).toBe(200);
    const [sara, luca] = suite.s.hairdresserIds;
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
    const analytics = await suite.h.api<{
      byOperator: { bookedMinutes: number; workingMinutes: number }[];
    }>('GET', '/appointments/analytics/scheduling', {
      token: suite.s.token,
      query: PERIODS.previousPeriod,
    });
    const mine = await get<{ previous: { operators: unknown[] } }>('occupancy');
    expect(analytics.body.byOperator).toEqual(mine.body.previous.operators);
  });

  it('revenue: the receipts as the cash report counts them, to the cent', async () => {
    const r = await get('revenue');
    expect(r.status).toBe(200);
    const [sara, luca] = suite.s.hairdresserIds;
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
    const cash = await suite.h.api<Record<string, unknown>>('GET', '/cash/report', {
      token: suite.s.token,
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
    await suite.h.db
      .insert(onlineBookingSettings)
      .values({ salonId: suite.s.salonId, slug: 'salone-statistiche', cutoffHours: 2 });
    try {
      const two = await get<{ cutoffHours: number; current: { lateCancellations: number } }>(
        'cancellations',
      );
      expect(two.body.cutoffHours).toBe(2);
      expect(two.body.current.lateCancellations).toBe(0);
    } finally {
      await suite.h.db
        .delete(onlineBookingSettings)
        .where(eq(onlineBookingSettings.salonId, suite.s.salonId));
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
    const [colore, taglio, piega] = suite.s.serviceIds;
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
