import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { simulatorFiscalAdapter } from '../adapters/fiscal/index.ts';
import type { SimulatorFiscalAdapter } from '../adapters/fiscal/index.ts';
import { salons } from '../db/schema/index.ts';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SalonFixture } from './fixtures.ts';
import { seedSalon } from './fixtures.ts';
import { createHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** A salon with the digital cash desk, signed in. */
export async function seedCashSalon(h: Harness, name = 'Salone Cassa'): Promise<SalonFixture> {
  const s = await seedSalon(h.db, h.api, name, { digitalCash: true });
  await h.db.update(salons).set({ digitalCashEnabled: true }).where(eq(salons.id, s.salonId));
  return s;
}

/** A two-operator group (Colore with the first operator, Piega with the second) on a future day. */
export async function bookGroup(h: Harness, s: SalonFixture, startDateTime = '2030-03-12T10:00') {
  const response = await h.api<{ appointmentGroupId: string; appointments: { id: number }[] }>(
    'POST',
    '/appointments/multi-operator',
    {
      token: s.token,
      body: {
        clientId: s.clientIds[0],
        startDateTime,
        serviceBlocks: [
          { serviceId: s.serviceIds[0], operatorId: s.hairdresserIds[0], executionOrder: 1 },
          { serviceId: s.serviceIds[2], operatorId: s.hairdresserIds[1], executionOrder: 2 },
        ],
      },
    },
  );
  if (response.status !== 201) throw new Error(`group: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** POST /cash/receipts with an Idempotency-Key (a new one unless given). */
export function issue(h: Harness, s: SalonFixture, body: unknown, key: string = randomUUID()) {
  return h.api('POST', '/cash/receipts', {
    token: s.token,
    headers: { 'Idempotency-Key': key },
    body,
  });
}

/** POST /cash/receipts/{id}/refunds with an Idempotency-Key (a new one unless given). */
export function refund(
  h: Harness,
  s: SalonFixture,
  receiptId: number,
  body: unknown,
  key: string = randomUUID(),
) {
  return h.api('POST', `/cash/receipts/${receiptId}/refunds`, {
    token: s.token,
    headers: { 'Idempotency-Key': key },
    body,
  });
}

/** One line of a receipt, 35,00 € at 22% unless told otherwise. */
export const line = (extra: Record<string, unknown> = {}) => ({
  description: 'Taglio donna',
  quantity: 1,
  unitPriceCents: 3500,
  vatRate: 22,
  ...extra,
});

export function simulator(): SimulatorFiscalAdapter {
  return simulatorFiscalAdapter();
}

/**
 * The cash tests' setup: one database for the file with the simulator as fiscal service,
 * emptied before each test, the simulator answering again, and a signed-in cash salon.
 */
export function cashSuite(): { h: Harness; s: SalonFixture; fiscal: SimulatorFiscalAdapter } {
  const suite = { fiscal: simulator() } as {
    h: Harness;
    s: SalonFixture;
    fiscal: SimulatorFiscalAdapter;
  };
  beforeAll(async () => {
    suite.h = await createHarness({ adapters: { fiscal: suite.fiscal } });
  });
  afterAll(() => suite.h.close());
  beforeEach(async () => {
    await suite.h.reset();
    suite.fiscal.simulate({ mode: 'ok', latencyMs: 0 });
    suite.s = await seedCashSalon(suite.h);
  });
  return suite;
}

/** How many rows a table holds: what a refused call must leave as it found it. */
export const rowsIn = async (h: Harness, table: PgTable): Promise<number | undefined> =>
  (await h.db.select({ n: count() }).from(table))[0]?.n;
