import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from './db/schema/index.ts';
import { DEMO_SALONS } from './seed/demo-data.ts';
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
