// Login: the token format of SPEC.md §5, wrong passwords and throttling per account and address.
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSalon } from './test-support/fixtures.ts';
import type { SalonFixture } from './test-support/fixtures.ts';
import { createApp } from './app.ts';
import { apiOf, testConfig } from './test-support/harness.ts';
import type { Harness } from './test-support/harness.ts';
import { authSuite, decode } from './test-support/auth-calls.ts';

const { suite, login } = authSuite();
let h: Harness;
let salon: SalonFixture;
beforeEach(() => {
  h = suite.h;
  salon = suite.s;
});

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
