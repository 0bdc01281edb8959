// Issue #32, item 1, over three real server processes on one PostgreSQL behind a round-robin
// proxy: an attacker from rotating addresses at 3 requests a second, the owner signing in from a
// known device every 2 s. The owner gets in every time; the attacker's password checks stay at 5
// per account window in total, not per process. Real time, with the window shortened to 10 s
// (LOGIN_WINDOW_SECONDS) so that 30 s of attack span three windows; src/login-device.test.ts runs
// the full 60 s on a simulated clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
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

const WINDOW_SECONDS = 10;
const ATTACK_SECONDS = 30;
const clusterUrl = process.env['DATABASE_URL'];
if (!clusterUrl) throw new Error('Il test di scale-out gira su PostgreSQL: npm run test:postgres');

let database: { url: string; drop: () => Promise<void> };
let servers: ServerProcess[] = [];
let proxy: RoundRobinProxy | undefined;
let handle: DatabaseHandle | undefined;
let viaProxy: Api;
let salon: SalonFixture;

beforeAll(async () => {
  database = await createDatabase(clusterUrl, 'agendina_lockout');
  servers = await startServers(3, database.url, {
    LOGIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
    TRUST_PROXY: 'true',
  });
  await runScript('migrate.ts', { DATABASE_URL: database.url });
  await waitReady(servers);
  proxy = await roundRobinProxy(servers);
  const base = proxy.base;
  viaProxy = apiOver((path, init) => fetch(`${base}${path}`, init));
  handle = await openDatabase(undefined, { databaseUrl: database.url, migrate: false });
  salon = await seedSalon(handle.db, viaProxy);
});

afterAll(async () => {
  await proxy?.close();
  await stopServers(servers);
  await handle?.close();
  await database?.drop();
});

const login = (address: string, password: string, deviceToken?: string) =>
  viaProxy<{ deviceToken?: string }>('POST', '/auth/login', {
    headers: { 'X-Forwarded-For': address },
    body: { email: salon.email, password, ...(deviceToken ? { deviceToken } : {}) },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the owner against an attacker, over three processes', () => {
  it(
    'gets in every 2 s; the attacker gets at most 5 password checks per window in total',
    { timeout: 120_000 },
    async () => {
      const first = await login('192.0.2.10', PASSWORD);
      expect(first.status).toBe(200);
      let device = first.body.deviceToken as string;
      // The windows of the seeding and of that first login end before the attack begins.
      await sleep((WINDOW_SECONDS + 1) * 1000);

      const started = Date.now();
      const attacks: Promise<{ sentAt: number; status: number; upstream: string | null }>[] = [];
      const owner: { status: number; upstream: string | null }[] = [];
      const ownerLoop = (async () => {
        while (Date.now() - started < ATTACK_SECONDS * 1000) {
          await sleep(2000);
          const answer = await login('192.0.2.10', PASSWORD, device);
          owner.push({ status: answer.status, upstream: answer.headers.get(UPSTREAM_HEADER) });
          device = answer.body.deviceToken ?? device;
        }
      })();
      // The attacker does not wait for its answers: a request every 333 ms, each from a new address.
      for (let n = 0; Date.now() - started < ATTACK_SECONDS * 1000; n++) {
        const sentAt = Date.now();
        attacks.push(
          login(`10.9.${Math.floor(n / 250)}.${n % 250}`, `tentativo-${n}`).then((a) => ({
            sentAt,
            status: a.status,
            upstream: a.headers.get(UPSTREAM_HEADER),
          })),
        );
        await sleep(Math.max(0, started + ((n + 1) * 1000) / 3 - Date.now()));
      }
      await ownerLoop;
      const answers = await Promise.all(attacks);

      expect(owner.length).toBeGreaterThanOrEqual(ATTACK_SECONDS / 2 - 1);
      const logs = () => servers.map((s) => s.output().slice(-4000)).join('\n---\n');
      const refused = owner.some((o) => o.status !== 200);
      expect(
        owner.map((o) => o.status),
        refused ? logs() : '',
      ).toEqual(owner.map(() => 200));
      expect(new Set(owner.map((o) => o.upstream))).toEqual(new Set(['0', '1', '2']));
      expect(answers.length).toBeGreaterThanOrEqual(ATTACK_SECONDS * 3 - 3);
      // Every attack is refused; the ones that were not say what they got instead.
      const odd = answers.filter((a) => a.status !== 401 && a.status !== 429);
      expect(
        odd.map((a) => a.status),
        odd.length > 0 ? logs() : '',
      ).toEqual([]);
      // Each 401 is a password check. Grouped into windows by when they were sent, with a
      // window 1 s shorter than the server's: a request reaches a process well within that
      // second, so two checks of one group cannot belong to two windows of the server.
      const checks = answers.filter((a) => a.status === 401).map((a) => a.sentAt);
      checks.sort((a, b) => a - b);
      const windows: number[][] = [];
      for (const t of checks) {
        const current = windows.at(-1);
        if (current && t < (current[0] as number) + (WINDOW_SECONDS - 1) * 1000) current.push(t);
        else windows.push([t]);
      }
      for (const group of windows) expect(group.length).toBeLessThanOrEqual(5);
      // 30 s of attack touch at most 4 windows of 10 s: 20 checks, where per-process counters
      // with no device tokens would have allowed 3 × 5 a window and locked the owner out.
      expect(checks.length).toBeLessThanOrEqual(
        5 * (Math.floor(ATTACK_SECONDS / WINDOW_SECONDS) + 1),
      );
      expect(checks.length).toBeGreaterThanOrEqual(5);
    },
  );
});
