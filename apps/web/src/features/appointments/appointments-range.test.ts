import { describe, expect, it } from 'vitest';
import { rangeMessages, rangeProblem } from '../../lib/date-range.ts';
import { searchParamsOf } from './appointments-filters.ts';

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
    expect(searchParamsOf(filters('0020-12-21', '2026-12-27'), '', 1)).toBeNull();
  });

  it('"Dal" after "Al" says so and asks for nothing', () => {
    expect(rangeProblem('2026-12-28', '2026-12-21')).toBe(rangeMessages.reversed);
    expect(searchParamsOf(filters('2026-12-28', '2026-12-21'), '', 1)).toBeNull();
  });

  it('a range up to a year is one request for the page asked, 25 at a time (issue #19)', () => {
    expect(searchParamsOf(filters('2026-01-01', '2026-12-31'), '  Rossi ', 3)).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      hairdresserId: 2,
      status: null,
      source: null,
      q: 'Rossi',
      page: 2,
      size: 25,
    });
    expect(searchParamsOf(filters('2026-01-01', '2026-01-07'), ' ', 1)?.q).toBeNull();
  });

  it('over a year says what the limit is', () => {
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe(rangeMessages.tooLong);
    expect(rangeProblem('2026-01-01', '2027-01-01')).toBeNull();
  });
});
