import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('SPEC.md §9 constants', () => {
  it('has the storage keys', () => {
    expect(c.storageKeys).toMatchObject({
      token: 'auth_token',
      user: 'auth_user',
      refreshToken: 'auth_refresh_token',
      remember: 'auth_remember',
      lastEmail: 'auth_last_email',
    });
  });

  it('has the timings and limits', () => {
    expect([
      c.conversationPollMs,
      c.conversationStartDelayOnOpenMs,
      c.conversationStartDelayOnShowMs,
    ]).toEqual([3000, 1000, 500]);
    expect([
      c.dashboardRefreshMs,
      c.callbacksPollMs,
      c.quickViewCacheMs,
      c.successMessageMs,
    ]).toEqual([60_000, 60_000, 300_000, 3000]);
    expect([c.clientSearchDebounceMs, c.clientFetchSize, c.clientSearchResultLimit]).toEqual([
      300, 1000, 10,
    ]);
    expect([
      c.nextSlotMaxDaysToSearch,
      c.multiOperatorMaxAlternatives,
      c.minPasswordLength,
    ]).toEqual([7, 5, 6]);
  });
});
