// Issue 15, items 3 and 5: signup checks the invitation before hashing; the public auth calls
// answer the 429 (ErrorBody, Retry-After) the contract promises; resending a code is limited and
// does not buy more guesses.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { defaultAppConfig } from './config.ts';
import { emailVerificationCodes, outbox } from './db/schema/index.ts';
import { apiOf, testConfig } from './test-support/harness.ts';
import type { Api, Harness } from './test-support/harness.ts';
import { waitForCode, waitForEmails } from './test-support/outbox.ts';
import { passwordWork } from './test-support/password-checks.ts';
import { salonSuite } from './test-support/suite.ts';

// Counts the server's password work (the real argon2id still runs).
vi.mock('./auth/passwords.ts', async (real) =>
  (await import('./test-support/password-checks.ts')).countingPasswords(await real()),
);

const suite = salonSuite({ config: { signupRequiresInvite: false } });
let h: Harness;
beforeEach(() => {
  h = suite.h;
  passwordWork.hashes = 0;
});
afterEach(() => vi.useRealTimers());

const newSalon = (email: string) => ({
  email,
  password: 'Aurora2026!',
  name: 'Centro Aurora',
  termsAccepted: true,
});

/** The same database behind an app whose public calls allow `limit` requests per address. */
function strictApi(limit: number): Api {
  const rule = { limit, seconds: 3600 };
  return apiOf(
    createApp({
      db: h.db,
      allowedOrigins: [],
      config: {
        ...testConfig,
        rateLimits: {
          ...defaultAppConfig.rateLimits,
          signupPerAddress: rule,
          signupTokenPerAddress: rule,
          verifyEmailPerAddress: rule,
          refreshPerAddress: rule,
        },
      },
    }),
  );
}

function expectTooMany(response: { status: number; headers: Headers; body: unknown }) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(response.body).toMatchObject({ message: expect.stringMatching(/Riprova tra \d+ \w+\.$/) });
}

describe('signup (issue 15.3)', () => {
  it('checks the invitation before hashing the password', async () => {
    const api = apiOf(createApp({ db: h.db, allowedOrigins: [], config: testConfig }));
    const refused = await api('POST', '/auth/signup', {
      query: { token: 'invito-che-non-esiste' },
      body: newSalon('aurora@example.it'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'SIGNUP_TOKEN_INVALID' });
    expect(passwordWork.hashes).toBe(0);
  });

  it('limits signups per address, whatever their outcome', async () => {
    const api = strictApi(2);
    const call = (token: string) =>
      api('POST', '/auth/signup', { query: { token }, body: newSalon('aurora@example.it') });
    expect((await call('invito-sconosciuto-1')).status).toBe(400);
    expect((await call('invito-sconosciuto-2')).status).toBe(400);
    const limited = await call('invito-sconosciuto-3');
    expectTooMany(limited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});

describe('429 on the other public auth calls (issue 15.3)', () => {
  it('validate-signup-token, verify-email and refresh-token answer 429 beyond their limit', async () => {
    const api = strictApi(1);
    const calls = [
      () => api('POST', '/auth/validate-signup-token', { query: { token: 'non-esiste' } }),
      () =>
        api('POST', '/auth/verify-email', {
          body: { email: 'nessuno@example.it', otpCode: '123456' },
        }),
      () => api('POST', '/auth/refresh-token', { text: 'a.b.c' }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBeLessThan(429);
      expectTooMany(await call());
    }
  });
});

describe('resending the verification code (issue 15.5)', () => {
  const resend = (email: string) =>
    h.api('POST', '/auth/resend-verification-email', { body: { email } });
  /** The code of the `count`th e-mail to `email` (sent by the job worker: waited for). */
  const lastCode = (email: string, count: number) => waitForCode(h.db, email, count);
  const verify = (email: string, otpCode: string) =>
    h.api('POST', '/auth/verify-email', { body: { email, otpCode } });

  it('allows 3 per 15 minutes per e-mail, registered or not', async () => {
    expect((await h.api('POST', '/auth/signup', { body: newSalon('a@example.it') })).status).toBe(
      201,
    );
    for (const email of ['a@example.it', 'nessuno@example.it']) {
      for (let i = 0; i < 3; i++) expect((await resend(email)).status).toBe(200);
      expectTooMany(await resend(email));
    }
    expect(await waitForEmails(h.db, 'a@example.it', 4)).toHaveLength(4);
    await h.worker.idle();
    expect(
      await h.db.select().from(outbox).where(eq(outbox.recipient, 'nessuno@example.it')),
    ).toHaveLength(0);
  });

  // Issue #32: the wrong attempts were counted across resends, so 5 wrong guesses by anyone who
  // knew the address held the owner's fresh code back for 15 minutes. Each code now has its own
  // 5 attempts; the resend limits bound the guesses.
  it('counts wrong attempts per code: a resent code works at once after 5 wrong ones', async () => {
    const email = 'b@example.it';
    expect((await h.api('POST', '/auth/signup', { body: newSalon(email) })).status).toBe(201);
    const first = await lastCode(email, 1);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).status).toBe(400);
    // The sixth attempt at this code is not compared, even with the right code.
    const exhausted = await verify(email, first);
    expect(exhausted.status).toBe(429);
    expect(exhausted.body).toMatchObject({
      code: 'OTP_ATTEMPTS_EXHAUSTED',
      message: 'Troppi tentativi con questo codice: chiedi un nuovo codice e riprova.',
    });
    expect(Number(exhausted.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await resend(email)).status).toBe(200);
    const code = await lastCode(email, 2);
    expect((await verify(email, code)).status).toBe(200);
  });

  // A day of an attacker's calls (about 700 requests): over a minute on PostgreSQL on a busy
  // machine, so a budget of its own.
  it(
    'bounds the guesses at one address: 5 per code, 3 codes per 15 minutes, 10 a day',
    { timeout: 180_000 },
    async () => {
      const start = Date.now();
      const at = (minutes: number) =>
        vi.useFakeTimers({ toFake: ['Date'], now: start + minutes * 60_000 });
      at(0);
      const email = 'c@example.it';
      expect((await h.api('POST', '/auth/signup', { body: newSalon(email) })).status).toBe(201);
      // Comparisons made: the attempts each code had taken when the next one replaced it.
      const attemptsOfCurrentCode = async () =>
        (await h.db.select().from(emailVerificationCodes))[0]?.attempts ?? 0;
      let compared = 0;
      let codes = 1;
      // An attacker who never sees the codes, over a day: every 15 minutes a resend, then as many
      // guesses as the server answers with a plain "wrong code".
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        at(minutes);
        const taken = await attemptsOfCurrentCode();
        if ((await resend(email)).status === 200) {
          codes++;
          compared += taken;
        }
        while ((await verify(email, '999999')).status === 400);
      }
      compared += await attemptsOfCurrentCode();
      // The first code plus 10 resends a day, 5 guesses each: 55 of a million codes.
      expect(codes).toBe(11);
      expect(compared).toBeLessThanOrEqual(55);
    },
  );
});
