// The fiscal transmission queue (issue #16, decision 0023): a receipt issued while the fiscal
// service is down is kept DA_TRASMETTERE, then transmitted exactly once after recovery, by the
// worker or the retry call, across a server restart and with two workers racing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { simulatorFiscalAdapter } from './adapters/fiscal/index.ts';
import type { FiscalAdapter } from './adapters/fiscal/index.ts';
import { createServer } from './app.ts';
import { openDatabase } from './db/database.ts';
import type { DatabaseHandle } from './db/database.ts';
import { jobs } from './db/schema/index.ts';
import { fiscalJobs } from './services/cash/fiscal.ts';
import { runDueJobs } from './jobs/queue.ts';
import { issue, line, seedCashSalon, refund } from './test-support/cash-calls.ts';
import { apiOf, pgliteDump, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';

/** The simulator, counting the documents it really issued (a replay of a key is not one). */
function countingSimulator() {
  const simulator = simulatorFiscalAdapter();
  const issued = new Set<string>();
  const calls = { sale: 0 };
  const adapter: FiscalAdapter = {
    ...simulator,
    provider: 'simulator',
    checkConnection: () => simulator.checkConnection(),
    closeDay: () => simulator.closeDay(),
    async issueSale(request) {
      calls.sale++;
      const document = await simulator.issueSale(request);
      issued.add(document.providerId);
      return document;
    },
    async issueVoid(request) {
      const document = await simulator.issueVoid(request);
      issued.add(document.providerId);
      return document;
    },
    async issueReturn(request) {
      const document = await simulator.issueReturn(request);
      issued.add(document.providerId);
      return document;
    },
  };
  return { simulator, adapter, issued, calls };
}

/**
 * A database the test can close and open again, as a restarted server does: a PGlite data
 * directory, or with DATABASE_URL (test:postgres) a database of its own.
 */
async function reopenableDatabase() {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const dir = await mkdtemp(path.join(tmpdir(), 'agendina-cassa-'));
    // The first start loads the global setup's migrated dump; a restart finds the directory.
    let dump = await pgliteDump();
    return {
      open: () => {
        const loadDataDir = dump;
        dump = undefined;
        return openDatabase(dir, { databaseUrl: '', loadDataDir });
      },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const name = `agendina_cassa_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  // A copy of the global setup's migrated database, as every test file's (harness.ts).
  const template = inject('postgresTemplate');
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    open: () => openDatabase(undefined, { databaseUrl: target.toString() }),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

function harnessOn(handle: DatabaseHandle, fiscal: FiscalAdapter): Harness {
  const { app, worker } = createServer({
    db: handle.db,
    allowedOrigins: [],
    config: testConfig,
    adapters: { fiscal },
  });
  return {
    handle,
    db: handle.db,
    app,
    worker,
    api: apiOf(app),
    reset: async () => {},
    close: () => handle.close(),
  };
}

/** Time passes: every pending job is due now. */
const makeDue = (h: Harness) => h.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

const cleanups: (() => Promise<unknown>)[] = [];

/** A server on a fresh database with a counting simulator, and a signed-in cash salon. */
async function cashServer() {
  const database = await reopenableDatabase();
  cleanups.push(database.drop);
  const service = countingSimulator();
  const h = harnessOn(await database.open(), service.adapter);
  cleanups.push(() => h.close());
  return { database, service, h, s: await seedCashSalon(h) };
}
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('fiscal outage', () => {
  it('keeps the receipt DA_TRASMETTERE, then transmits it exactly once after recovery, across a restart and two racing workers', async () => {
    const database = await reopenableDatabase();
    cleanups.push(database.drop);
    const service = countingSimulator();

    // First server: the fiscal service is down.
    const first = harnessOn(await database.open(), service.adapter);
    const s = await seedCashSalon(first);
    service.simulator.simulate({ mode: 'down' });
    const paid = await issue(first, s, {
      lines: [line()],
      payments: [{ method: 'CONTANTI', amountCents: 5000 }],
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'EMESSO', fiscalState: 'DA_TRASMETTERE' });
    expect(paid.body.fiscalDocuments[0]).toMatchObject({
      kind: 'VENDITA',
      state: 'DA_TRASMETTERE',
      attempts: 1,
      lastError:
        'Il servizio fiscale non è raggiungibile: lo scontrino resta da trasmettere e verrà inviato appena torna disponibile',
    });
    const waiting = await first.api('GET', '/cash/fiscal/queue', { token: s.token });
    expect(waiting.body).toMatchObject({ waiting: 1, refused: 0 });
    expect(waiting.body.documents[0].nextAttemptAt).not.toBeNull();
    // The worker tries while it is still down: one more attempt, still waiting.
    await makeDue(first);
    expect(await runDueJobs(first.db, fiscalJobs(service.adapter))).toBe(1);
    const still = await first.api('GET', `/cash/receipts/${paid.body.id}`, { token: s.token });
    expect(still.body.fiscalDocuments[0]).toMatchObject({ state: 'DA_TRASMETTERE', attempts: 2 });
    await first.close();

    // The server restarts; the service is back. Two workers race for the queue.
    service.simulator.simulate({ mode: 'ok' });
    const second = harnessOn(await database.open(), service.adapter);
    cleanups.push(() => second.close());
    await makeDue(second);
    const runner = fiscalJobs(service.adapter);
    const ran = await Promise.all([runDueJobs(second.db, runner), runDueJobs(second.db, runner)]);
    expect(ran[0] + ran[1]).toBe(1);
    const sent = await second.api('GET', `/cash/receipts/${paid.body.id}`, { token: s.token });
    expect(sent.body.fiscalState).toBe('TRASMESSO');
    expect(sent.body.fiscalDocuments[0]).toMatchObject({ state: 'TRASMESSO', number: '0001-0001' });
    // Nothing is left to send: a retry and another worker round transmit nothing.
    const retried = await second.api('POST', '/cash/fiscal/queue/retry', { token: s.token });
    expect(retried.body).toEqual({ waiting: 0, refused: 0, documents: [] });
    await makeDue(second);
    expect(await runDueJobs(second.db, runner)).toBe(0);
    expect(service.issued.size).toBe(1);
  });

  it('a void and a refund of a receipt still waiting go out after it, in order, on "riprova"', async () => {
    const { service, h, s } = await cashServer();
    service.simulator.simulate({ mode: 'down' });
    const sale = (
      await issue(h, s, {
        lines: [line({ quantity: 2 })],
        payments: [{ method: 'CARTA', amountCents: 7000 }],
      })
    ).body;
    service.simulator.simulate({ mode: 'ok' });
    // The service is back, but the sale has not gone yet: the refund waits behind it.
    const refunded = await refund(h, s, sale.id, {
      method: 'CARTA',
      lines: [{ line: 0, quantity: 1 }],
    });
    expect(refunded.status).toBe(201);
    expect(refunded.body.fiscalDocuments.map((d: { state: string }) => d.state)).toEqual([
      'DA_TRASMETTERE',
      'DA_TRASMETTERE',
    ]);
    const queue = await h.api('POST', '/cash/fiscal/queue/retry', { token: s.token });
    expect(queue.body).toEqual({ waiting: 0, refused: 0, documents: [] });
    const done = await h.api('GET', `/cash/receipts/${sale.id}`, { token: s.token });
    expect(
      done.body.fiscalDocuments.map(
        (d: { kind: string; state: string; number: string }) => `${d.kind} ${d.state} ${d.number}`,
      ),
    ).toEqual(['VENDITA TRASMESSO 0001-0001', 'RESO TRASMESSO 0001-0002']);
    expect(service.issued.size).toBe(2);
  });

  it('a document the service refuses on retry is RIFIUTATO, shown in the queue', async () => {
    const { service, h, s } = await cashServer();
    service.simulator.simulate({ mode: 'timeout' });
    await issue(h, s, { lines: [line()], payments: [{ method: 'CARTA', amountCents: 3500 }] });
    service.simulator.simulate({ mode: 'reject', rejectReason: 'partita IVA non valida' });
    const queue = await h.api('POST', '/cash/fiscal/queue/retry', { token: s.token });
    expect(queue.body).toMatchObject({ waiting: 0, refused: 1 });
    expect(queue.body.documents[0]).toMatchObject({
      nextAttemptAt: null,
      document: {
        state: 'RIFIUTATO',
        lastError: 'Il servizio fiscale ha rifiutato il documento: partita IVA non valida',
      },
    });
    service.simulator.simulate({ mode: 'ok' });
    const again = await h.api('POST', '/cash/fiscal/queue/retry', { token: s.token });
    expect(again.body).toEqual({ waiting: 0, refused: 0, documents: [] });
    expect(service.issued.size).toBe(1);
  });
});
