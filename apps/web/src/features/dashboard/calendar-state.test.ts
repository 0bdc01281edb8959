import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { weeklyHoursOrNull } from '@agendina/scheduling';
import {
  calendarReducer,
  initialCalendarState,
  quickViewOpening,
  singleOperator,
} from './calendar-state.ts';

const today = Temporal.PlainDate.from('2026-11-19'); // a Thursday
const openTueToSat = weeklyHoursOrNull(
  JSON.stringify({
    tuesday: [['09:00', '19:00']],
    wednesday: [['09:00', '19:00']],
    thursday: [['09:00', '19:00']],
    friday: [['09:00', '19:00']],
    saturday: [['09:00', '18:00']],
  }),
);

describe('calendarReducer', () => {
  it('starts on today in day view with every operator', () => {
    const state = initialCalendarState(today, 7);
    expect(state).toMatchObject({ view: 'day', dayOperatorIds: null, operatorId: 7 });
    expect(state.date.toString()).toBe('2026-11-19');
  });

  it('jumps to the pressed day in day view', () => {
    const month = calendarReducer(initialCalendarState(today, null), {
      type: 'view',
      view: 'month',
    });
    const day = calendarReducer(month, {
      type: 'go-to-day',
      date: Temporal.PlainDate.from('2026-11-28'),
    });
    expect(day.view).toBe('day');
    expect(day.date.toString()).toBe('2026-11-28');
  });

  it('skips closed days when moving day by day', () => {
    const saturday = {
      ...initialCalendarState(today, null),
      date: Temporal.PlainDate.from('2026-11-21'),
    };
    const next = calendarReducer(saturday, { type: 'shift', direction: 1, hours: openTueToSat });
    expect(next.date.toString()).toBe('2026-11-24');
    const back = calendarReducer(next, { type: 'shift', direction: -1, hours: openTueToSat });
    expect(back.date.toString()).toBe('2026-11-21');
  });

  it('keeps the quick view on the last viewed week, else the current one', () => {
    const state = initialCalendarState(today, null);
    expect(quickViewOpening(state, today).toString()).toBe('2026-11-16');
    const moved = calendarReducer(state, {
      type: 'quick-view-start',
      monday: Temporal.PlainDate.from('2026-11-25'),
    });
    expect(quickViewOpening(moved, today).toString()).toBe('2026-11-23');
  });
});

describe('singleOperator', () => {
  const operators = [{ id: 3 }, { id: 7 }];
  it('uses the remembered operator when it exists, else the first', () => {
    expect(singleOperator(operators, 7)).toEqual({ id: 7 });
    expect(singleOperator(operators, 99)).toEqual({ id: 3 });
    expect(singleOperator([], 7)).toBeNull();
  });
});
