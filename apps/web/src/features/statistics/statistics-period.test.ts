import { describe, expect, it } from 'vitest';
import { daysBetween, rangeMessages } from '../../lib/day-range.ts';
import { statisticsPeriodOf, statisticsSearchFor } from './statistics-period.ts';
import { statisticsSearchOf } from './statistics-search.ts';

const today = '2026-11-19';

describe('statisticsPeriodOf (issue #36)', () => {
  it('reads this month up to today by default', () => {
    expect(statisticsPeriodOf({}, today)).toEqual({
      kind: 'mese',
      from: '2026-11-01',
      to: '2026-11-19',
      problem: null,
    });
  });

  it('reads last month whole, across a year and in February of a leap year', () => {
    expect(statisticsPeriodOf({ periodo: 'mese-scorso' }, today)).toMatchObject({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(statisticsPeriodOf({ periodo: 'mese-scorso' }, '2027-01-05')).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(statisticsPeriodOf({ periodo: 'mese-scorso' }, '2028-03-31')).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('reads the last 30 days, today included, and this year from 1 January', () => {
    const last30 = statisticsPeriodOf({ periodo: 'ultimi-30-giorni' }, today);
    expect(last30).toMatchObject({ from: '2026-10-21', to: today });
    expect(daysBetween(last30.from, last30.to)).toBe(30);
    expect(statisticsPeriodOf({ periodo: 'anno' }, today)).toMatchObject({
      from: '2026-01-01',
      to: today,
    });
  });

  it('takes two dates as they are, and says what is wrong with them', () => {
    const range = { periodo: 'intervallo', dal: '2026-09-01', al: '2026-09-30' } as const;
    expect(statisticsPeriodOf(range, today)).toMatchObject({
      ...{ from: '2026-09-01' },
      problem: null,
    });
    expect(statisticsPeriodOf({ ...range, al: '2026-08-01' }, today).problem).toBe(
      rangeMessages.reversed,
    );
    expect(statisticsPeriodOf({ ...range, dal: '2025-01-01' }, today).problem).toBe(
      rangeMessages.tooLong,
    );
    expect(statisticsPeriodOf({ ...range, dal: '1999-12-31' }, today).problem).toBe(
      rangeMessages.incomplete,
    );
  });

  it('keeps a leap year (366 days) readable', () => {
    expect(
      statisticsPeriodOf({ periodo: 'intervallo', dal: '2028-01-01', al: '2028-12-31' }, today)
        .problem,
    ).toBeNull();
  });
});

describe('the address of a period', () => {
  it('leaves this month out and writes the dates of a range only', () => {
    expect(statisticsSearchFor({ kind: 'mese' })).toEqual({});
    expect(statisticsSearchFor({ kind: 'anno', from: '2026-01-01', to: today })).toEqual({
      periodo: 'anno',
    });
    expect(
      statisticsSearchFor({ kind: 'intervallo', from: '2026-09-01', to: '2026-09-30' }),
    ).toEqual({ periodo: 'intervallo', dal: '2026-09-01', al: '2026-09-30' });
  });

  it('drops what is not a period or a date from a hand-edited address', () => {
    expect(statisticsSearchOf({ periodo: 'settimana', dal: '2026-02-30', al: 'ieri' })).toEqual({
      periodo: undefined,
      dal: undefined,
      al: undefined,
    });
  });
});
