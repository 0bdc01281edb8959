// The «Statistiche» panels' refusals (issue #36): the Italian 400s of a bad period, never a 5xx,
// and the 403 of every plan but Premium (a trial has them), on the same history as the panels.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from './db/schema/index.ts';
import { statisticsSuite } from './test-support/statistics-history.ts';

const suite = statisticsSuite();
const { get } = suite;

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
      await suite.h.db
        .update(subscriptions)
        .set({ status, planCode })
        .where(eq(subscriptions.salonId, suite.s.salonId));
      for (const path of PANELS) {
        const r = await get<{ code: string; message: string }>(path);
        expect(r.status).toBe(403);
        expect(r.body).toMatchObject({
          code: 'PLAN_LIMIT',
          message: 'Le statistiche sono comprese nel piano Premium',
        });
      }
    }
    await suite.h.db
      .update(subscriptions)
      .set({ status: 'TRIALING', planCode: null, trialEndsAt: new Date(Date.now() + 864e5) })
      .where(eq(subscriptions.salonId, suite.s.salonId));
    expect((await get('revenue')).status).toBe(200);
    await suite.h.db
      .update(subscriptions)
      .set({ status: 'ACTIVE', planCode: 'PREMIUM' })
      .where(eq(subscriptions.salonId, suite.s.salonId));
  });
});
