// The fiscal simulator numbers like the real service, a progressive per daily closing and per
// salon (decision 0021), and with its database store the numbering survives a restart: a
// second server on the same database goes on from the next number, not from 0001-0001.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSimulatorStore, simulatorFiscalAdapter } from './adapters/fiscal/index.ts';
import { createApp } from './app.ts';
import { issue, line, refund, seedCashSalon } from './test-support/cash-calls.ts';
import { apiOf, createHarness, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

/** A server process: its own simulator, whose store is the database. */
const simulator = () => simulatorFiscalAdapter({ store: databaseSimulatorStore() });

let first: Harness;
beforeAll(async () => {
  first = await createHarness({ adapters: { fiscal: simulator() } });
});
afterAll(() => first.close());

/** The server started again on the same database: nothing of the first one's memory. */
function restarted(h: Harness, fiscal = simulator()): Harness {
  const app = createApp({
    db: h.db,
    allowedOrigins: ['http://localhost:5173'],
    config: testConfig,
    adapters: { fiscal },
  });
  return { ...h, app, api: apiOf(app) };
}

const sale = { lines: [line()], payments: [{ method: 'CARTA', amountCents: 3500 }] };
const numbers = (receipt: { fiscalDocuments: { kind: string; number: string }[] }) =>
  receipt.fiscalDocuments.map((d) => `${d.kind} ${d.number}`);

describe('the simulator numbering in the database', () => {
  it('goes on after a restart, per closing and per salon', async () => {
    const s = await seedCashSalon(first);
    const one = await issue(first, s, sale);
    expect(numbers(one.body)).toEqual(['VENDITA 0001-0001']);
    expect(numbers((await issue(first, s, sale)).body)).toEqual(['VENDITA 0001-0002']);

    const second = restarted(first);
    expect(numbers((await issue(second, s, sale)).body)).toEqual(['VENDITA 0001-0003']);
    // The sale issued before the restart is still known to the service: it can be voided.
    const voided = await second.api('POST', `/cash/receipts/${one.body.id}/void`, {
      token: s.token,
    });
    expect(voided.status).toBe(200);
    expect(numbers(voided.body)).toEqual(['VENDITA 0001-0001', 'ANNULLO 0001-0004']);

    // The daily closing starts the next closing, and a third start keeps it.
    expect((await second.api('POST', '/cash/closings', { token: s.token })).status).toBe(201);
    const third = restarted(first);
    const next = await issue(third, s, sale);
    expect(numbers(next.body)).toEqual(['VENDITA 0002-0001']);
    const refunded = await refund(third, s, next.body.id, { method: 'CARTA' });
    expect(numbers(refunded.body)).toEqual(['VENDITA 0002-0001', 'RESO 0002-0002']);

    // Another salon has its own numbering.
    const other = await seedCashSalon(third, 'Salone Due');
    expect(numbers((await issue(third, other, sale)).body)).toEqual(['VENDITA 0001-0001']);
  });

  it('a receipt the service refuses takes no number', async () => {
    const fiscal = simulator();
    const h = restarted(first, fiscal);
    const s = await seedCashSalon(h, 'Salone Tre');
    fiscal.simulate({ mode: 'reject' });
    expect((await issue(h, s, sale)).status).toBe(422);
    fiscal.simulate({ mode: 'ok' });
    expect(numbers((await issue(h, s, sale)).body)).toEqual(['VENDITA 0001-0001']);
  });
});
