// Issue 15, items 1 and 4: password attempts are claimed before the password is checked, so a
// burst of parallel requests gets at most the allowed checks; failures count per (account,
// address), and an account attacked from many addresses is slowed down, never locked for all.
// Runs on PGlite (npm test) and on PostgreSQL (npm run test:postgres, same files).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { passwordWork } from './test-support/password-checks.ts';
import { salonSuite } from './test-support/suite.ts';

// Counts the server's password work (the real argon2id still runs).
vi.mock('./auth/passwords.ts', async (real) =>
  (await import('./test-support/password-checks.ts')).countingPasswords(await real()),
);

const suite = salonSuite({ config: { trustProxy: true, loginMaxFailuresPerAddress: 1000 } });
let h: Harness;
let salon: SalonFixture;
beforeEach(() => {
  h = suite.h;
  salon = suite.s;
  passwordWork.checks = 0;
});
afterEach(() => vi.useRealTimers());

const from = (address: string) => ({ 'X-Forwarded-For': address });
const login = (address: string, password: string, email = salon.email) =>
  h.api<{ token: string }>('POST', '/auth/login', {
    headers: from(address),
    body: { email, password },
  });
const burst = (n: number, address: (i: number) => string) =>
  Promise.all(Array.from({ length: n }, (_, i) => login(address(i), `sbagliata-${i}`)));
/** Freezes the clock (Date only): the burst takes no time, whatever the machine's load. */
const freeze = (at = Date.now()) => vi.useFakeTimers({ toFake: ['Date'], now: at });

describe('parallel wrong passwords (issue 15.1)', () => {
  it('60 at once from one address: at most 5 password checks, then even the right password waits', async () => {
    const statuses = (await burst(60, () => '203.0.113.7')).map((r) => r.status);
    expect(passwordWork.checks).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length).toBe(passwordWork.checks);
    expect(statuses.filter((s) => s === 429).length).toBe(60 - passwordWork.checks);
    const right = await login('203.0.113.7', PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(passwordWork.checks).toBeLessThanOrEqual(5);
  });

  it('40 at once from 40 addresses: at most 5 password checks', async () => {
    freeze();
    const statuses = (await burst(40, (i) => `198.51.100.${i + 1}`)).map((r) => r.status);
    expect(passwordWork.checks).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - passwordWork.checks);
    expect((await login('192.0.2.200', PASSWORD)).status).toBe(429);
  });
});

describe('failures per account and address (issue 15.4)', () => {
  it('five failures lock that address out of the account; the owner elsewhere still signs in', async () => {
    for (let i = 0; i < 5; i++) expect((await login('203.0.113.9', `no-${i}`)).status).toBe(401);
    const locked = await login('203.0.113.9', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The account's own slowdown (1 s after the 5th failure) is over a few seconds later.
    freeze(Date.now() + 5_000);
    expect((await login('192.0.2.10', PASSWORD)).status).toBe(200);
    expect((await login('203.0.113.9', PASSWORD)).status).toBe(429);
  });

  it('an account failing from many addresses waits longer and longer, never for good', async () => {
    let now = Date.now();
    freeze(now);
    for (let i = 0; i < 5; i++) expect((await login(`198.51.100.${i}`, 'no')).status).toBe(401);
    const waits: number[] = [];
    for (let i = 5; i < 10; i++) {
      const refused = await login(`198.51.100.${i}`, 'no');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      now += wait * 1000;
      freeze(now);
      expect((await login(`198.51.100.${i}`, 'no')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // The owner, from an address of their own, after the current wait: signed in.
    const refused = await login('192.0.2.10', PASSWORD);
    expect(refused.status).toBe(429);
    freeze(now + Number(refused.headers.get('retry-after')) * 1000);
    expect((await login('192.0.2.10', PASSWORD)).status).toBe(200);
  });

  it('change-password attempts count as logins of the account from that address', async () => {
    const change = (currentPassword: string) =>
      h.api('POST', '/auth/change-password', {
        token: salon.token,
        body: { currentPassword, newPassword: 'Nuova2027!' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`no-${i}`)).status).toBe(400);
    const throttled = await change(PASSWORD);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(passwordWork.checks).toBe(5);
    // seedSalon signed in without X-Forwarded-For: the address is 'local' for both calls.
    expect(
      (await h.api('POST', '/auth/login', { body: { email: salon.email, password: PASSWORD } }))
        .status,
    ).toBe(429);
  });
});
