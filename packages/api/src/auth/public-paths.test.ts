import { describe, expect, it } from 'vitest';
import { answersAuthItself, isCredentialPath, isPublicPath } from './public-paths.ts';

describe('public paths (SPEC.md §7)', () => {
  it.each([
    '/auth/login',
    '/auth/session-info',
    '/public/salons/1',
    '/subscriptions/plans',
    '/subscription/plans',
    '/config',
    '/config/public',
    '/subscriptions/checkout',
    '/subscriptions/checkout/verify',
    '/payments/checkout/verify/{sessionId}',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/clients',
    '/appointments/calendar',
    '/users/me',
    '/admin/signup-tokens',
    '/authors',
    '/configure',
    '/subscriptions/current',
  ])('%s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('sends no bearer only on the calls without security, and leaves logout alone on 401/403', () => {
    expect(isCredentialPath('/auth/login')).toBe(true);
    expect(isCredentialPath('/auth/refresh-token')).toBe(true);
    expect(isCredentialPath('/auth/logout')).toBe(false);
    expect(isCredentialPath('/auth/session-info')).toBe(false);
    expect(answersAuthItself('/auth/logout')).toBe(true);
    expect(answersAuthItself('/auth/change-password')).toBe(false);
  });
});
