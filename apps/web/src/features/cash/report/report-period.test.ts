import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { periodText, reportPeriodOf, reportSearchOf, shiftPeriod } from './report-period.ts';
import { cashReportSearchOf } from './report-search.ts';

const today = Temporal.PlainDate.from('2026-11-19');

describe('reportPeriodOf', () => {
  it('is today without params', () =>
    expect(reportPeriodOf({}, today)).toEqual({
      kind: 'giorno',
      from: '2026-11-19',
      to: '2026-11-19',
      problem: null,
    }));

  it('takes the Monday-to-Sunday week and the whole month of the day', () => {
    expect(reportPeriodOf({ periodo: 'settimana', dal: '2026-11-19' }, today)).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(reportPeriodOf({ periodo: 'mese', dal: '2026-02-10' }, today)).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('says in Italian what is wrong with a range, as the appointments list does', () => {
    expect(
      reportPeriodOf({ periodo: 'intervallo', dal: '2026-11-20', al: '2026-11-01' }, today).problem,
    ).toBe('La data "Al" non può venire prima della data "Dal"');
    expect(
      reportPeriodOf({ periodo: 'intervallo', dal: '2025-01-01', al: '2026-11-01' }, today).problem,
    ).toMatch(/al massimo 366 giorni/);
  });
});

describe('reportSearchOf', () => {
  it('leaves today out of the address and keeps what a link needs', () => {
    expect(reportSearchOf({ kind: 'giorno', from: '2026-11-19', to: '2026-11-19' }, today)).toEqual(
      {},
    );
    expect(
      reportSearchOf({ kind: 'intervallo', from: '2026-11-01', to: '2026-11-10' }, today),
    ).toEqual({ periodo: 'intervallo', dal: '2026-11-01', al: '2026-11-10' });
  });

  it('round-trips through the search params', () => {
    const period = reportPeriodOf({ periodo: 'settimana', dal: '2026-11-18' }, today);
    const again = reportPeriodOf(cashReportSearchOf({ ...reportSearchOf(period, today) }), today);
    expect(again).toEqual(period);
  });
});

describe('cashReportSearchOf', () => {
  it('drops values that are not valid', () =>
    expect(cashReportSearchOf({ periodo: 'anno', dal: '2026-02-30', al: 'ieri' })).toEqual({
      periodo: undefined,
      dal: undefined,
      al: undefined,
    }));
});

describe('shiftPeriod', () => {
  it('moves a week by seven days and a month to the whole next month', () => {
    const week = reportPeriodOf({ periodo: 'settimana', dal: '2026-11-19' }, today);
    expect(shiftPeriod(week, 1)).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    const month = reportPeriodOf({ periodo: 'mese', dal: '2026-01-31' }, today);
    expect(shiftPeriod(month, 1)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(shiftPeriod(month, -1)).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('periodText', () => {
  it('names one day or a range', () => {
    expect(periodText({ from: '2026-11-19', to: '2026-11-19' })).toBe('del 19/11/2026');
    expect(periodText({ from: '2026-11-16', to: '2026-11-22' })).toBe(
      'dal 16/11/2026 al 22/11/2026',
    );
  });
});
