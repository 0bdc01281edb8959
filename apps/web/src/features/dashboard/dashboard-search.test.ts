import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { calendarReducer, calendarStateOf, dashboardSearchOfState } from './calendar-state.ts';
import { dashboardSearchOf } from './dashboard-search.ts';

const today = Temporal.PlainDate.from('2026-11-19');

describe('/dashboard search params', () => {
  it('keeps a valid view, date and operators and drops the rest', () => {
    expect(
      dashboardSearchOf({ vista: 'mese', data: '2026-12-03', operatori: [1, 3], operatore: 2 }),
    ).toEqual({ vista: 'mese', data: '2026-12-03', operatori: [1, 3], operatore: 2 });
    expect(
      dashboardSearchOf({ vista: 'anno', data: '2026-13-01', operatori: [1, 'x'], operatore: 0 }),
    ).toEqual({});
  });
  it('keeps every key, so the router cannot fall back to the raw value of the address', () => {
    expect(Object.keys(dashboardSearchOf({ vista: 'anno' }))).toEqual([
      'vista',
      'data',
      'operatori',
      'operatore',
    ]);
  });
  it("without params: today's day view with every operator", () => {
    const state = calendarStateOf({}, today, null);
    expect(state.view).toBe('day');
    expect(state.date.toString()).toBe('2026-11-19');
    expect(state.dayOperatorIds).toBeNull();
    expect(state.operatorId).toBeNull();
    expect(dashboardSearchOfState(state, today)).toEqual({});
  });
  it('a move of the calendar is an address that reads back the same', () => {
    const month = calendarReducer(calendarStateOf({}, today, null), {
      type: 'view',
      view: 'month',
    });
    const next = calendarReducer(month, { type: 'shift', direction: 1, hours: null });
    const search = dashboardSearchOfState(next, today);
    expect(search).toEqual({ vista: 'mese', data: '2026-12-19' });
    const back = calendarStateOf(dashboardSearchOf({ ...search }), today, null);
    expect(back.view).toBe('month');
    expect(back.date.toString()).toBe('2026-12-19');
  });
});
