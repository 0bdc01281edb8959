import { describe, expect, it } from 'vitest';
import { alertsBeforeLogin } from './session-end.ts';

describe('where the app waits for an expired-session alert (SPEC.md §8)', () => {
  it('waits on /subscription when the session ended', () => {
    for (const reason of ['refresh-failed', 'token-revoked', 'session-expired'] as const)
      expect(alertsBeforeLogin({ type: 'force-logout', reason }, '/subscription')).toBe(true);
  });

  it('goes to /login at once elsewhere, and on a 403 everywhere', () => {
    expect(
      alertsBeforeLogin({ type: 'force-logout', reason: 'refresh-failed' }, '/dashboard'),
    ).toBe(false);
    expect(
      alertsBeforeLogin({ type: 'redirect', to: '/login', reason: 'forbidden' }, '/subscription'),
    ).toBe(false);
  });
});
