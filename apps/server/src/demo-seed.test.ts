import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriptions, users } from './db/schema/index.ts';
import { DEMO_SALONS, demoSalons } from './seed/demo-data.ts';
import { seedDemoSubscription } from './seed/demo-subscriptions.ts';
import { seedDemoSupportTickets } from './seed/demo-support.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite();
let h: Harness;
let s: SalonFixture;
beforeEach(() => {
  h = suite.h;
  s = suite.s;
});

describe('demo support tickets (/assistenza)', () => {
  it('gives a demo salon one ticket per status, newest first, once (also on an older demo database)', async () => {
    // The test salon plays the first demo salon (the seed finds demo salons by their owner's e-mail).
    const demo = DEMO_SALONS[0] as (typeof DEMO_SALONS)[number];
    await h.db.update(users).set({ email: demo.email }).where(eq(users.id, s.userId));
    await seedDemoSupportTickets(h.db);
    await seedDemoSupportTickets(h.db);
    const tickets = await h.api<{ status: string; subject: string }[]>('GET', '/support/tickets', {
      token: s.token,
    });
    expect(tickets.body.map((t) => t.status)).toEqual(['OPEN', 'IN_PROGRESS', 'RESOLVED']);
    expect(tickets.body[0]?.subject).toBe('Fattura del mese scorso');
  });
});

describe('demo salons for parallel e2e workers (DEMO_COPIES)', () => {
  it('makes copy n of each demo salon sign in as info+n@ with a key of its own, the rest the same', () => {
    const salons = demoSalons(2);
    expect(salons.map((d) => d.email)).toEqual([
      ...DEMO_SALONS.map((d) => d.email),
      'info+2@salonebellavista.it',
      'info+2@centroaurora.it',
      'info+2@studioarmonia.it',
    ]);
    const [demo, copy] = [salons[0], salons[3]];
    expect(copy?.name).toBe(demo?.name);
    expect(copy?.clients).toEqual(demo?.clients);
    expect(copy?.integrationKey).not.toBe(demo?.integrationKey);
    expect(new Set(salons.map((d) => d.integrationKey)).size).toBe(salons.length);
    expect(demoSalons()).toEqual(DEMO_SALONS);
  });

  it('gives a copy its demo salon’s subscription, with provider ids of its own', async () => {
    const [demo] = DEMO_SALONS;
    await h.db.delete(subscriptions).where(eq(subscriptions.salonId, s.salonId));
    await seedDemoSubscription(h.db, s.salonId, demo?.email ?? '', new Date(), 2);
    const [row] = await h.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.salonId, s.salonId));
    expect(row?.status).toBe('ACTIVE');
    expect(row?.planCode).toBe('PRO');
    expect(row?.providerSubscriptionId).toBe('tsu_demo_bellavista_2');
  });
});
