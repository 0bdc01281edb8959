// Issue 21: three real server processes on one PostgreSQL, behind a round-robin proxy, behave as
// one server. Nothing that must be shared lives only in a process's memory: bookings, login
// throttling, rate limits, refresh families, the calendar cache and the verified-token cache
// (docs/decisions/0024-scale-out.md). Run by `npm run test:postgres` after the main suite.
import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeIntegrationKey } from '../src/services/integration-keys.ts';
import { openDatabase } from '../src/db/database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { jobs, outbox, rateLimits } from '../src/db/schema/index.ts';
import { enqueueEmail } from '../src/services/jobs/email.ts';
import { PASSWORD, seedSalon } from '../src/test-support/fixtures.ts';
import type { SalonFixture } from '../src/test-support/fixtures.ts';
import { apiOver } from '../src/test-support/harness.ts';
import type { Api } from '../src/test-support/harness.ts';
import {
  createDatabase,
  roundRobinProxy,
  runScript,
  startServers,
  stopServers,
  UPSTREAM_HEADER,
  waitReady,
} from './processes.ts';
import type { RoundRobinProxy, ServerProcess } from './processes.ts';

const DAY = '2030-03-12';
const clusterUrl = process.env['DATABASE_URL'];
if (!clusterUrl) throw new Error('Il test di scale-out gira su PostgreSQL: npm run test:postgres');

/** The calls over HTTP to one base URL, each answer checked against openapi/ like every test's. */
const httpApi = (base: string): Api => apiOver((path, init) => fetch(`${base}${path}`, init));

let database: { url: string; drop: () => Promise<void> };
let servers: ServerProcess[] = [];
let proxy: RoundRobinProxy | undefined;
let handle: DatabaseHandle | undefined;
let readyBeforeMigrating: number[];
let salon: SalonFixture;
/** One process each: on(0), on(1), on(2). */
let on: (index: number) => Api;
/** Each call to the next process in turn. */
let viaProxy: Api;

beforeAll(async () => {
  database = await createDatabase(clusterUrl, 'agendina_scale');
  // Every process polls the jobs table often, so that all three race for each job.
  servers = await startServers(3, database.url, { JOB_POLL_MS: '100' });
  readyBeforeMigrating = await Promise.all(
    servers.map(({ base }) => fetch(`${base}/ready`).then((r) => r.status)),
  );
  await runScript('migrate.ts', { DATABASE_URL: database.url });
  await waitReady(servers);
  proxy = await roundRobinProxy(servers);
  on = (index) => httpApi((servers[index] as ServerProcess).base);
  viaProxy = httpApi(proxy.base);
  handle = await openDatabase(undefined, { databaseUrl: database.url, migrate: false });
  salon = await seedSalon(handle.db, viaProxy);
});

afterAll(async () => {
  await proxy?.close();
  await stopServers(servers);
  await handle?.close();
  await database?.drop();
});

const upstreams = (answers: { headers: Headers }[]) =>
  new Set(answers.map((a) => a.headers.get(UPSTREAM_HEADER)));
const me = (api: Api, token: string) => api('GET', '/users/me', { token });
/** A booking of the salon's client, operator and service number `which` at `dateTime`. */
const book = (api: Api, which: 0 | 1, dateTime: string) =>
  api<{ id: number }>('POST', '/appointments', {
    token: salon.token,
    body: {
      clientId: salon.clientIds[which],
      hairdresserId: salon.hairdresserIds[which],
      serviceIds: [salon.serviceIds[which + 1]],
      dateTime,
    },
  });
const everywhere = <T>(call: (api: Api) => Promise<T>) =>
  Promise.all([0, 1, 2].map((i) => call(on(i))));

describe('three server processes on one PostgreSQL', () => {
  it('do not migrate at start: not ready until `npm run migrate` ran once, then all ready', () => {
    expect(readyBeforeMigrating).toEqual([503, 503, 503]);
  });

  it('create exactly one of 50 parallel bookings of one slot spread over the processes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => book(viaProxy, 0, `${DAY}T10:00`)),
    );
    expect(upstreams(answers)).toEqual(new Set(['0', '1', '2']));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
  });

  it('hold login throttling in total, not per process', async () => {
    const target = await seedSalon(handle!.db, viaProxy, 'Salone Due');
    // 5 failures of one account from one address (loginMaxFailuresPerAccount) over 3 processes.
    const failures = await Promise.all(
      Array.from({ length: 5 }, () =>
        viaProxy('POST', '/auth/login', { body: { email: target.email, password: 'Sbagliata1!' } }),
      ),
    );
    expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401]);
    expect(upstreams(failures)).toEqual(new Set(['0', '1', '2']));
    // Per-process counters would allow 15: every process now makes this address wait.
    const next = await everywhere((api) =>
      api('POST', '/auth/login', { body: { email: target.email, password: PASSWORD } }),
    );
    expect(next.map((n) => n.status)).toEqual([429, 429, 429]);
  });

  it('revoke a refresh family everywhere when another process detects its reuse', async () => {
    const login = await on(0)<{ token: string; refreshToken: string }>('POST', '/auth/login', {
      body: { email: salon.email, password: PASSWORD },
    });
    const rotate = (api: Api, refreshToken: string) =>
      api<{ token: string; refreshToken: string; code?: string }>('POST', '/auth/refresh-token', {
        text: refreshToken,
      });
    const second = await rotate(on(1), login.body.refreshToken);
    const third = await rotate(on(2), second.body.refreshToken);
    expect([second.status, third.status]).toEqual([200, 200]);
    // Every process has verified (and cached) the newest access token.
    expect((await everywhere((api) => me(api, third.body.token))).map((r) => r.status)).toEqual([
      200, 200, 200,
    ]);
    // The first refresh token, spent two rotations ago, comes back on process 0: a reuse.
    const reuse = await rotate(on(0), login.body.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await rotate(on(1), third.body.refreshToken)).status).toBe(401);
    expect((await everywhere((api) => me(api, third.body.token))).map((r) => r.status)).toEqual([
      401, 401, 401,
    ]);
  });

  it('show a write on one process to a read on another within a second (no stale calendar)', async () => {
    const week = { from: DAY, to: DAY };
    type Calendar = { days: { hairdressers: { appointments: { id: number }[] }[] }[] };
    const ids = (body: Calendar) =>
      body.days.flatMap((d) => d.hairdressers.flatMap((h) => h.appointments.map((a) => a.id)));
    const read = (api: Api) =>
      api<Calendar>('GET', '/appointments/calendar', { token: salon.token, query: week });
    // Every process has this calendar in its cache.
    const before = await everywhere(read);
    expect(before.map((r) => ids(r.body).length)).toEqual([1, 1, 1]);
    const created = await book(on(1), 1, `${DAY}T14:00`);
    expect(created.status).toBe(201);
    const written = performance.now();
    const [first, third] = await Promise.all([read(on(0)), read(on(2))]);
    expect(performance.now() - written).toBeLessThan(1000);
    expect(ids(first.body)).toContain(created.body.id);
    expect(ids(third.body)).toContain(created.body.id);
  });

  it('make a logged-out access token fail on every process at once', async () => {
    const login = await on(0)<{ token: string }>('POST', '/auth/login', {
      body: { email: salon.email, password: PASSWORD },
    });
    expect((await everywhere((api) => me(api, login.body.token))).map((r) => r.status)).toEqual([
      200, 200, 200,
    ]);
    expect((await on(1)('POST', '/auth/logout', { token: login.body.token })).status).toBe(200);
    expect((await everywhere((api) => me(api, login.body.token))).map((r) => r.status)).toEqual([
      401, 401, 401,
    ]);
  });

  it('make every access token of the account fail on every process after a password change', async () => {
    const other = await on(0)<{ token: string }>('POST', '/auth/login', {
      body: { email: salon.email, password: PASSWORD },
    });
    const tokens = [salon.token, other.body.token];
    for (const token of tokens)
      expect((await everywhere((api) => me(api, token))).map((r) => r.status)).toEqual([
        200, 200, 200,
      ]);
    const changed = await on(2)('POST', '/auth/change-password', {
      token: other.body.token,
      body: { currentPassword: PASSWORD, newPassword: 'Pettine2027!' },
    });
    expect(changed.status).toBe(200);
    for (const token of tokens)
      expect((await everywhere((api) => me(api, token))).map((r) => r.status)).toEqual([
        401, 401, 401,
      ]);
  });
  it('send each e-mail queued through the processes exactly once', async () => {
    // A salon of its own with the cash desk: the tests above signed the first one out.
    const shop = await seedSalon(handle!.db, viaProxy, 'Salone Copie', { digitalCash: true });
    const paid = await viaProxy<{ id: number }>('POST', '/cash/receipts', {
      token: shop.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        lines: [{ description: 'Taglio donna', quantity: 1, unitPriceCents: 3500, vatRate: 22 }],
        payments: [{ method: 'CARTA', amountCents: 3500 }],
      },
    });
    expect(paid.status).toBe(201);
    // 30 copies of the receipt, queued by the three processes in turn; 30 more e-mails queued
    // straight into the table, which only the three workers' polls pick up.
    const queued = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        viaProxy('POST', `/cash/receipts/${paid.body.id}/email`, {
          token: shop.token,
          body: { email: `copia${i}@scale.example.it` },
        }),
      ),
    );
    expect(queued.map((q) => q.status)).toEqual(Array(30).fill(202));
    expect(upstreams(queued)).toEqual(new Set(['0', '1', '2']));
    for (let i = 0; i < 30; i++)
      await handle!.db.transaction((tx) =>
        enqueueEmail(tx, {
          to: `coda${i}@scale.example.it`,
          subject: 'Prova',
          text: 'Prova',
          salonId: null,
        }),
      );
    const sent = async () =>
      (
        await handle!.db
          .select({ n: count() })
          .from(outbox)
          .where(like(outbox.recipient, '%@scale.example.it'))
      )[0]?.n ?? 0;
    const deadline = performance.now() + 15_000;
    while ((await sent()) < 60 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    // An outbox row commits with its job's DONE: a job sent twice would show as a repeated
    // recipient (or a 61st row), and a DONE job is never claimed again.
    const rows = await handle!.db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(like(outbox.recipient, '%@scale.example.it'));
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((r) => r.recipient)).size).toBe(60);
    const states = await handle!.db
      .select({ state: jobs.state, attempts: jobs.attempts })
      .from(jobs)
      .where(eq(jobs.kind, 'email.send'));
    expect(states).toHaveLength(60);
    expect(states.every((j) => j.state === 'DONE' && j.attempts === 1)).toBe(true);
  });

  // Last: the refresh limit makes this address wait a minute for any refresh.
  it('hold every rate limit in total, not per process', async () => {
    // Fresh counters: the earlier tests spent some of the address's refreshes.
    await handle!.db.delete(rateLimits);
    const key = 'chiave-scale-out-123';
    await storeIntegrationKey(handle!.db, salon.salonId, 'Assistente di prova', key);
    const rules: [name: string, limit: number, call: (api: Api) => ReturnType<Api>][] = [
      [
        'resendPerAccount',
        3,
        (api) =>
          api('POST', '/auth/resend-verification-email', { body: { email: 'nessuno@example.it' } }),
      ],
      [
        'signupTokenPerAddress',
        30,
        (api) =>
          api('POST', '/auth/validate-signup-token', { query: { token: 'invito-che-non-esiste' } }),
      ],
      [
        'verifyEmailPerAddress',
        30,
        (api) =>
          api('POST', '/auth/verify-email', {
            body: { email: 'nessuno@example.it', otpCode: '123456' },
          }),
      ],
      [
        'signupPerAddress',
        10,
        (api) =>
          api('POST', '/auth/signup', {
            query: { token: 'invito-che-non-esiste' },
            body: {
              email: 'aurora@example.it',
              password: 'Aurora2026!',
              name: 'Centro Aurora',
              termsAccepted: true,
            },
          }),
      ],
      ['refreshPerAddress', 60, (api) => api('POST', '/auth/refresh-token', { text: 'a.b.c' })],
      [
        'ingestionPerKey',
        60,
        (api) =>
          api('POST', '/integrations/messages', {
            headers: { 'X-Integration-Key': key },
            body: { clientPhoneNumber: '+393471234567', content: 'Vorrei un appuntamento' },
          }),
      ],
    ];
    for (const [name, limit, call] of rules) {
      // The whole allowance, spread over the three processes by the proxy...
      const allowed = await Promise.all(Array.from({ length: limit }, () => call(viaProxy)));
      expect({ name, limited: allowed.filter((a) => a.status === 429).length }).toEqual({
        name,
        limited: 0,
      });
      expect(upstreams(allowed)).toEqual(new Set(['0', '1', '2']));
      // ...is all there is: per-process counters would allow three times as many.
      expect({ name, next: (await everywhere(call)).map((a) => a.status) }).toEqual({
        name,
        next: [429, 429, 429],
      });
    }
  });
});
