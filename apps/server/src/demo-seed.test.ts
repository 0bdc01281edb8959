import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppConfig } from './config.ts';
import { DEMO_SALONS } from './seed/demo-data.ts';
import { seedDemo } from './seed/demo.ts';
import { createHarness, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedDemo(h.db, { ...defaultAppConfig, ...testConfig });
});
afterAll(() => h.close());

const signIn = async (email: string, password: string) =>
  (await h.api<{ token: string }>('POST', '/auth/login', { body: { email, password } })).body.token;

describe('demo data for /assistenza and /comunicazioni', () => {
  it('gives every demo salon one ticket per status, newest first, once', async () => {
    await seedDemo(h.db, { ...defaultAppConfig, ...testConfig });
    for (const demo of DEMO_SALONS) {
      const token = await signIn(demo.email, demo.password);
      const tickets = await h.api<{ status: string }[]>('GET', '/support/tickets', { token });
      expect(tickets.body.map((t) => t.status)).toEqual(['OPEN', 'IN_PROGRESS', 'RESOLVED']);
    }
  });

  it('shows the seeded WhatsApp conversations in the inbox, each with its open request', async () => {
    const demo = DEMO_SALONS[0] as (typeof DEMO_SALONS)[number];
    const token = await signIn(demo.email, demo.password);
    const inbox = await h.api<{ hasOpenRequest: boolean; lastMessage: unknown }[]>(
      'GET',
      '/dashboard/conversations',
      { token },
    );
    expect(inbox.body.length).toBeGreaterThan(0);
    expect(inbox.body.every((c) => c.hasOpenRequest && c.lastMessage !== null)).toBe(true);
  });
});
