// Issue 15, items 1 and 4: password attempts are claimed before the password is checked, so a
// burst of parallel requests gets at most the allowed checks; failures count per (account,
// address) and per account (issue #32: 5 checks a window from unknown devices), and an account
// attacked from many addresses is slowed down across windows, never locked for good.
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
  it('five failures lock that address out of the account, and the account for unknown devices', async () => {
    for (let i = 0; i < 5; i++) expect((await login('203.0.113.9', `no-${i}`)).status).toBe(401);
    const locked = await login('203.0.113.9', PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Issue #32: 5 checks per account and window from unknown devices, whatever the address (the
    // owner's known devices are counted apart: login-device.test.ts).
    freeze(Date.now() + 5_000);
    expect((await login('192.0.2.10', PASSWORD)).status).toBe(429);
    expect(passwordWork.checks).toBe(5);
    freeze(Date.now() + 15 * 60_000);
    expect((await login('192.0.2.10', PASSWORD)).status).toBe(200);
  });

  it('an account failing from many addresses: 5 checks a window, never locked for good', async () => {
    let now = Date.now();
    freeze(now);
    for (let i = 0; i < 5; i++) expect((await login(`198.51.100.${i}`, 'no')).status).toBe(401);
    const refused = await login('198.51.100.5', 'no');
    expect(refused.status).toBe(429);
    // The window's end: 15 minutes from its first check.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(passwordWork.checks).toBe(5);
    // The next window: 5 checks again, no more.
    now += 15 * 60_000;
    freeze(now);
    for (let i = 6; i < 11; i++) expect((await login(`198.51.100.${i}`, 'no')).status).toBe(401);
    expect((await login('198.51.100.11', 'no')).status).toBe(429);
    expect(passwordWork.checks).toBe(10);
    // And the window after it, the owner from any address is let in.
    freeze(now + 15 * 60_000);
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
