import { PASSWORD } from './fixtures.ts';
import type { SalonFixture } from './fixtures.ts';
import type { Harness } from './harness.ts';
import { salonSuite } from './suite.ts';

/** Header and payload of a JWT, unverified (the tests check what the client would read). */
export function decode(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header as string, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload as string, 'base64url').toString()),
  };
}

/**
 * The auth tests' setup: a salon suite with a small session limit and the throttling limits of
 * the tests, and the calls they repeat (login, refresh, /users/me).
 */
export function authSuite() {
  const suite: { h: Harness; s: SalonFixture } = salonSuite({
    config: { maxSessions: 3, loginMaxFailuresPerAccount: 5, refreshGraceSeconds: 10 },
  });
  const login = (email = suite.s.email, password = PASSWORD) =>
    suite.h.api<{ token: string; refreshToken: string; message?: string }>('POST', '/auth/login', {
      body: { email, password },
    });
  const refresh = (token: string) =>
    suite.h.api<{ token: string; refreshToken: string; message: string }>(
      'POST',
      '/auth/refresh-token',
      { text: token },
    );
  const me = (token: string) => suite.h.api<{ message: string }>('GET', '/users/me', { token });
  return { suite, login, refresh, me };
}
