// Signup with an invitation and e-mail verification, registered e-mails, the ADMIN account, deactivation.
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, signupTokens, users } from './db/schema/index.ts';
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
    ).toEqual({ valid: false, message: 'Invito non valido' });
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

  it('tells a used and an expired invitation apart, on validate and on signup', async () => {
    const admin = await seedAdmin(h.db, h.api);
    const create = async () =>
      (
        await h.api<{ token: string; id: number }>('POST', '/admin/signup-tokens', {
          token: admin.token,
          body: { email: 'invitata@example.it' },
        })
      ).body;
    const used = await create();
    const expired = await create();
    await h.db.update(signupTokens).set({ usedAt: new Date() }).where(eq(signupTokens.id, used.id));
    await h.db
      .update(signupTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupTokens.id, expired.id));
    const body = {
      email: 'invitata@example.it',
      password: 'Invitata2026!',
      name: 'Studio Invitata',
      termsAccepted: true,
    };
    for (const [invite, status, message] of [
      [used, 'USED', 'Questo invito è già stato usato: chiedine uno nuovo all’assistenza.'],
      [expired, 'EXPIRED', 'Questo invito è scaduto: chiedine uno nuovo all’assistenza.'],
    ] as const) {
      const check = await h.api('POST', '/auth/validate-signup-token', {
        query: { token: invite.token },
      });
      expect(check.body).toEqual({ valid: false, status, message });
      const signup = await h.api('POST', '/auth/signup', { query: { token: invite.token }, body });
      expect([signup.status, signup.body]).toEqual([
        400,
        { message, code: 'SIGNUP_TOKEN_INVALID' },
      ]);
    }
    const fresh = await create();
    const other = await h.api('POST', '/auth/signup', {
      query: { token: fresh.token },
      body: { ...body, email: 'altra@example.it' },
    });
    expect(other.body.message).toBe(
      'Questo invito è per un altro indirizzo e-mail: registrati con quello indicato.',
    );
    const none = await h.api('POST', '/auth/signup', { body });
    expect(none.body.message).toBe('Per registrarti serve un invito: chiedilo all’assistenza.');
    expect(await h.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
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
