import { describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES, waitlistRangeProblem, wishMatches } from './waitlist.ts';

const wish = {
  serviceIds: [5],
  operatorId: null,
  fromDate: '2026-12-01',
  toDate: '2026-12-12',
  band: 'MORNING' as const,
};

describe('a freed time for a waitlisted client', () => {
  it('matches on the range, the band and any operator', () => {
    expect(wishMatches(wish, { date: '2026-12-04', startMinute: 600, operatorId: 3 })).toBe(true);
    expect(wishMatches(wish, { date: '2026-12-12', startMinute: 600, operatorId: 3 })).toBe(true);
  });

  it('does not match outside the range or the band', () => {
    expect(wishMatches(wish, { date: '2026-12-13', startMinute: 600, operatorId: 3 })).toBe(false);
    expect(wishMatches(wish, { date: '2026-11-30', startMinute: 600, operatorId: 3 })).toBe(false);
    expect(wishMatches(wish, { date: '2026-12-04', startMinute: 13 * 60, operatorId: 3 })).toBe(
      false,
    );
  });

  it('matches only the operator chosen', () => {
    const withSara = { ...wish, operatorId: 3 };
    expect(wishMatches(withSara, { date: '2026-12-04', startMinute: 600, operatorId: 3 })).toBe(
      true,
    );
    expect(wishMatches(withSara, { date: '2026-12-04', startMinute: 600, operatorId: 4 })).toBe(
      false,
    );
  });
});

describe('the range of days of a waitlist request', () => {
  const check = (from: string, to: string) =>
    waitlistRangeProblem(from, to, '2026-11-30', '2026-12-29', 30);

  it('accepts a range within the horizon', () => {
    expect(check('2026-12-01', '2026-12-12')).toBeNull();
  });

  it('refuses a reversed, past or too distant range', () => {
    expect(check('2026-12-12', '2026-12-01')).toBe(WAITLIST_MESSAGES.range);
    expect(check('2026-11-01', '2026-11-20')).toBe(WAITLIST_MESSAGES.past);
    expect(check('2026-12-20', '2027-01-10')).toBe(WAITLIST_MESSAGES.horizon(30));
  });
});
