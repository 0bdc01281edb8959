// Sessions: refresh rotation with reuse detection, logout, logout from all devices, session limit, password change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { authSuite, decode } from './test-support/auth-calls.ts';

const { suite, login, refresh, me } = authSuite();
let h: Harness;
let salon: SalonFixture;
beforeEach(() => {
  h = suite.h;
  salon = suite.s;
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

describe('session lifetime (issue 15.6, ASVS 7.3.2)', () => {
  afterEach(() => vi.useRealTimers());
  const expOf = (token: string) => Number(decode(token).payload['exp']);
  const signIn = (rememberMe: boolean) =>
    h.api<{ refreshToken: string }>('POST', '/auth/login', {
      body: { email: salon.email, password: PASSWORD, rememberMe },
    });

  it('lasts 1 day, or 30 days with rememberMe as the contract says', async () => {
    const now = Math.floor(Date.now() / 1000);
    const day = 24 * 3600;
    expect(expOf((await signIn(false)).body.refreshToken) - now).toBeGreaterThan(day - 60);
    expect(expOf((await signIn(false)).body.refreshToken) - now).toBeLessThanOrEqual(day + 1);
    const remembered = expOf((await signIn(true)).body.refreshToken) - now;
    expect(remembered).toBeGreaterThan(30 * day - 60);
    expect(remembered).toBeLessThanOrEqual(30 * day + 1);
  });

  it('counts from login: rotating never extends it', async () => {
    const start = Date.now();
    const first = (await signIn(false)).body.refreshToken;
    vi.useFakeTimers({ toFake: ['Date'], now: start + 20 * 3600 * 1000 });
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    expect(expOf(rotated.body.refreshToken)).toBe(expOf(first));
    vi.useFakeTimers({ toFake: ['Date'], now: start + 24 * 3600 * 1000 + 2000 });
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
  });
});

describe('access token lifetime', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses an access token once it expires, even one already accepted before', async () => {
    expect((await me(salon.token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 60 * 1000 + 1000 });
    const after = await me(salon.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Token scaduto');
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
