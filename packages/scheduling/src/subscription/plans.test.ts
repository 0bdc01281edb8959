import { describe, expect, it } from 'vitest';
import { periodEnd, TRIAL_DAYS, trialEnd } from './plans.ts';

describe('periodEnd', () => {
  it('is one calendar month later for MONTHLY, one year later for YEARLY (UTC)', () => {
    const from = new Date('2030-01-15T10:00:00Z');
    expect(periodEnd(from, 'MONTHLY').toISOString()).toBe('2030-02-15T10:00:00.000Z');
    expect(periodEnd(from, 'YEARLY').toISOString()).toBe('2031-01-15T10:00:00.000Z');
  });

  it('does not change the date it starts from', () => {
    const from = new Date('2030-12-01T00:00:00Z');
    periodEnd(from, 'MONTHLY');
    expect(from.toISOString()).toBe('2030-12-01T00:00:00.000Z');
  });
});

describe('trialEnd', () => {
  it('is TRIAL_DAYS days of 24 hours after the signup', () => {
    const from = new Date('2030-03-20T09:00:00Z');
    expect(trialEnd(from).getTime() - from.getTime()).toBe(TRIAL_DAYS * 24 * 3600 * 1000);
  });
});
