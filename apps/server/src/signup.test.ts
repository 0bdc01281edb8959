// Signup with an invitation and e-mail verification, registered e-mails, the ADMIN account, deactivation.
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions } from './db/schema/index.ts';
import { seedAdmin } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import type { Harness } from './test-support/harness.ts';
import { authSuite } from './test-support/auth-calls.ts';
import { waitForCode } from './test-support/outbox.ts';

const { suite, login, me } = authSuite();
let h: Harness;
let salon: SalonFixture;
beforeEach(() => {
  h = suite.h;
  salon = suite.s;
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
    // The signup's code and the resent one: the newest is the one that counts.
    const code = await waitForCode(h.db, body.email, 2);
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
