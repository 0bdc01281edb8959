import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { seedSalon } from './test-support/fixtures.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('smoke', async () => {
  const s = await seedSalon(h.db, h.api);
  const t = { token: s.token };
  expect((await h.api('GET', '/users/me', t)).status).toBe(200);
  const c = await h.api('POST', '/appointments', { ...t, body: { clientId: s.clientIds[0], hairdresserId: s.hairdresserIds[0], serviceIds: [s.serviceIds[0], s.serviceIds[1]], dateTime: '2030-03-12T10:00' } });
  expect(c.status).toBe(201);
  const cal = await h.api('GET', '/appointments/calendar', { ...t, query: { from: '2030-03-11', to: '2030-03-17' } });
  expect(cal.status).toBe(200);
});
