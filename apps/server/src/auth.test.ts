import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, sessions } from './db/schema/index.ts';
import { PASSWORD, seedAdmin, seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createApp } from './app.ts';
import { apiOf, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { salonSuite } from './test-support/suite.ts';

const suite = salonSuite({
  config: { maxSessions: 3, loginMaxFailuresPerAccount: 5, refreshGraceSeconds: 10 },
});
let h: Harness;
let salon: SalonFixture;
beforeEach(() => {
  h = suite.h;
  salon = suite.s;
});

function decode(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header as string, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload as string, 'base64url').toString()),
  };
}

const login = (email = salon.email, password = PASSWORD) =>
  h.api<{ token: string; refreshToken: string; message?: string }>('POST', '/auth/login', {
    body: { email, password },
  });
const refresh = (token: string) =>
  h.api<{ token: string; refreshToken: string; message: string }>('POST', '/auth/refresh-token', {
    text: token,
  });
const me = (token: string) => h.api<{ message: string }>('GET', '/users/me', { token });

describe('login', () => {
  it('answers the login response with JWTs in the SPEC.md §5 format', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: salon.email,
      role: 'USER',
      businessType: 'PARRUCCHIERE',
      digitalCashEnabled: false,
    });
    const { header, payload } = decode(response.body.token);
    expect(header['alg']).toBe('HS256');
    expect(payload).toMatchObject({
      sub: String(salon.userId),
      email: salon.email,
      role: 'USER',
      salonId: salon.salonId,
    });
    expect(typeof payload['jti']).toBe('string');
    expect(Number(payload['exp']) - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    expect(Number(payload['exp']) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS', async () => {
    const response = await login(salon.email, 'sbagliata');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      message: 'Email o password non corretti',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('throttles an account after 5 failures with 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(salon.email, `sbagliata${i}`)).status).toBe(401);
    const blocked = await login();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await seedSalon(h.db, h.api, 'Salone Due');
    expect(other.token).toBeTruthy();
  });

  it('throttles an address across accounts', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9' };
    const api = apiOf(
      createApp({
        db: h.db,
        allowedOrigins: [],
        config: { ...testConfig, trustProxy: true, loginMaxFailuresPerAddress: 3 },
      }),
    );
    for (let i = 0; i < 3; i++)
      expect(
        (
          await api('POST', '/auth/login', {
            headers,
            body: { email: `nessuno${i}@example.it`, password: 'xxxxxx' },
          })
        ).status,
      ).toBe(401);
    expect(
      (
        await api('POST', '/auth/login', {
          headers,
          body: { email: 'altro@example.it', password: 'xxxxxx' },
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await api('POST', '/auth/login', {
          headers: { 'X-Forwarded-For': '198.51.100.1' },
          body: { email: 'altro@example.it', password: 'xxxxxx' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('refresh rotation', () => {
  it('rotates; reusing the first token after 3 rotations revokes the whole session', async () => {
    const first = salon.refreshToken;
    let current = first;
    let access = salon.token;
    for (let i = 0; i < 3; i++) {
      const r = await refresh(current);
      expect(r.status).toBe(200);
      expect(r.body.refreshToken).not.toBe(current);
      current = r.body.refreshToken;
      access = r.body.token;
    }
    expect((await me(access)).status).toBe(200);
    const reuse = await refresh(first);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toMatch(/invalidated/);
    expect((await refresh(current)).status).toBe(401);
    const after = await me(access);
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/invalidated/);
  });

  it('gives two tabs racing on the same parent token a valid pair (grace interval)', async () => {
    const [a, b] = [await refresh(salon.refreshToken), await refresh(salon.refreshToken)];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect((await refresh(b.body.refreshToken)).status).toBe(200);
  });

  it('refuses garbage', async () => {
    expect((await refresh('a.b.c')).status).toBe(401);
    expect((await refresh('non-un-token')).status).toBe(400);
  });
});

describe('logout and sessions', () => {
  it('logout deny-lists the access token: Token has been blacklisted', async () => {
    expect((await h.api('POST', '/auth/logout', { token: salon.token })).status).toBe(200);
    const after = await me(salon.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Token has been blacklisted');
    expect((await refresh(salon.refreshToken)).status).toBe(401);
  });

  it('logout from all devices invalidates every session', async () => {
    const second = await login();
    expect((await h.api('POST', '/auth/logout-all-devices', { token: salon.token })).status).toBe(
      200,
    );
    for (const token of [salon.token, second.body.token])
      expect((await me(token)).body.message).toMatch(/invalidated/);
  });

  it('session info counts sessions; beyond MAX_SESSIONS the oldest is removed', async () => {
    await login();
    const info = await h.api<{
      activeSessionCount: number;
      maxSessionsAllowed: number;
      oldestSessionTimestamp: number;
      newestSessionTimestamp: number;
    }>('POST', '/auth/session-info', { token: salon.token });
    expect(info.body).toMatchObject({ activeSessionCount: 2, maxSessionsAllowed: 3 });
    expect(info.body.newestSessionTimestamp).toBeGreaterThanOrEqual(
      info.body.oldestSessionTimestamp,
    );
    await login();
    const newest = await login();
    const count = await h.api<{ activeSessionCount: number }>('POST', '/auth/session-info', {
      token: newest.body.token,
    });
    expect(count.body.activeSessionCount).toBe(3);
    expect((await me(salon.token)).status).toBe(401);
  });
});

describe('change password', () => {
  it('400 for a wrong current password, 422 for a short new one, then every session is invalidated', async () => {
    const wrong = await h.api('POST', '/auth/change-password', {
      token: salon.token,
      body: { currentPassword: 'sbagliata', newPassword: 'Nuova2027!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Password attuale non corretta' });
    const short = await h.api('POST', '/auth/change-password', {
      token: salon.token,
      body: { currentPassword: PASSWORD, newPassword: '123' },
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({
      message: 'La password deve essere lunga almeno 6 caratteri',
    });
    expect(
      (
        await h.api('POST', '/auth/change-password', {
          token: salon.token,
          body: { currentPassword: PASSWORD, newPassword: 'Nuova2027!' },
        })
      ).status,
    ).toBe(200);
    expect((await me(salon.token)).body.message).toBe('Token invalidated by password change');
    expect((await login()).status).toBe(401);
    expect((await login(salon.email, 'Nuova2027!')).status).toBe(200);
  });
});

describe('signup with invitation and e-mail verification', () => {
  it('goes invite → signup → code by e-mail → verify → signed in', async () => {
    const admin = await seedAdmin(h.db, h.api);
    expect((await h.api('GET', '/admin/signup-tokens', { token: salon.token })).status).toBe(403);
    const invite = await h.api<{ token: string; status: string; id: number }>(
      'POST',
      '/admin/signup-tokens',
      { token: admin.token, body: { note: 'Centro Aurora', expiresInDays: 7 } },
    );
    expect(invite.status).toBe(201);
    expect(invite.body.status).toBe('VALID');
    expect(
      (await h.api('POST', '/auth/validate-signup-token', { query: { token: invite.body.token } }))
        .body,
    ).toMatchObject({ valid: true });
    expect(
      (await h.api('POST', '/auth/validate-signup-token', { query: { token: 'sconosciuto' } }))
        .body,
    ).toEqual({ valid: false });
    const body = {
      email: 'aurora@example.it',
      password: 'Aurora2026!',
      name: 'Centro Aurora',
      businessType: 'ESTETISTA',
      termsAccepted: true,
    };
    expect((await h.api('POST', '/auth/signup', { body })).status).toBe(400);
    const signup = await h.api<{ emailVerificationRequired: boolean; userId: number }>(
      'POST',
      '/auth/signup',
      { query: { token: invite.body.token }, body },
    );
    expect(signup.status).toBe(201);
    expect(signup.body.emailVerificationRequired).toBe(true);
    expect(
      (await h.api('POST', '/auth/signup', { query: { token: invite.body.token }, body })).status,
    ).toBe(400);
    expect(
      (await h.api('GET', `/admin/signup-tokens/${invite.body.id}`, { token: admin.token })).body,
    ).toMatchObject({ status: 'USED', valid: false });
    const notYet = await h.api('POST', '/auth/login', {
      body: { email: body.email, password: body.password },
    });
    expect(notYet.status).toBe(403);
    expect(
      (await h.api('POST', '/auth/resend-verification-email', { body: { email: body.email } }))
        .status,
    ).toBe(200);
    expect(
      (
        await h.api('POST', '/auth/resend-verification-email', {
          body: { email: 'nessuno@example.it' },
        })
      ).status,
    ).toBe(200);
    const [mail] = await h.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, body.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] as string;
    expect(
      (
        await h.api('POST', '/auth/verify-email', {
          body: { email: body.email, otpCode: code === '000000' ? '111111' : '000000' },
        })
      ).status,
    ).toBe(400);
    const verified = await h.api<{ token: string; businessType: string }>(
      'POST',
      '/auth/verify-email',
      { body: { email: body.email, otpCode: code } },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.businessType).toBe('ESTETISTA');
    expect((await me(verified.body.token)).status).toBe(200);
  });

  it('answers 409 for a registered e-mail', async () => {
    const admin = await seedAdmin(h.db, h.api);
    const invite = await h.api<{ token: string }>('POST', '/admin/signup-tokens', {
      token: admin.token,
      body: {},
    });
    const response = await h.api('POST', '/auth/signup', {
      query: { token: invite.body.token },
      body: { email: salon.email, password: 'Aurora2026!', name: 'Doppio', termsAccepted: true },
    });
    expect(response.status).toBe(409);
  });

  it('ADMIN has no salon: salon calls answer 403, /users/me works', async () => {
    const admin = await seedAdmin(h.db, h.api);
    expect((await h.api('GET', '/clients', { token: admin.token })).status).toBe(403);
    expect((await h.api('GET', '/users/me', { token: admin.token })).body).toMatchObject({
      role: 'ADMIN',
    });
  });

  it('deactivation revokes sessions and refuses login', async () => {
    expect((await h.api('DELETE', '/users/me', { token: salon.token })).status).toBe(200);
    expect((await me(salon.token)).body.message).toMatch(/invalidated/);
    expect((await login()).status).toBe(403);
    const rows = await h.db.select().from(sessions);
    expect(rows.every((s) => s.revokedAt !== null)).toBe(true);
  });
});
