import { describe, expect, it } from 'vitest';
import { calendarPagesOf, rangeMessages, rangeProblem } from './appointments-filters.ts';

const filters = (from: string, to: string) => ({
  from,
  to,
  operatorId: 2,
  status: null,
  source: null,
});

describe('/gestione-appuntamenti date range (issue #15)', () => {
  it('a year still being typed is not a date to query', () => {
    expect(rangeProblem('0020-12-21', '2026-12-27')).toBe(rangeMessages.incomplete);
    expect(calendarPagesOf(filters('0020-12-21', '2026-12-27'))).toEqual([]);
  });

  it('"Dal" after "Al" says so and asks for nothing', () => {
    expect(rangeProblem('2026-12-28', '2026-12-21')).toBe(rangeMessages.reversed);
    expect(calendarPagesOf(filters('2026-12-28', '2026-12-21'))).toEqual([]);
  });

  it('a range up to 62 days is one request', () => {
    expect(calendarPagesOf(filters('2026-01-01', '2026-03-03'))).toEqual([
      { from: '2026-01-01', to: '2026-03-03', hairdresserId: 2, status: null },
    ]);
  });

  it('a longer range comes in pages of at most 62 days, without gaps or overlaps', () => {
    const pages = calendarPagesOf(filters('2026-01-01', '2026-12-31'));
    expect(pages.map((p) => [p.from, p.to])).toEqual([
      ['2026-01-01', '2026-03-03'],
      ['2026-03-04', '2026-05-04'],
      ['2026-05-05', '2026-07-05'],
      ['2026-07-06', '2026-09-05'],
      ['2026-09-06', '2026-11-06'],
      ['2026-11-07', '2026-12-31'],
    ]);
  });

  it('over a year says what the limit is', () => {
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe(rangeMessages.tooLong);
    expect(rangeProblem('2026-01-01', '2027-01-01')).toBeNull();
  });
});
