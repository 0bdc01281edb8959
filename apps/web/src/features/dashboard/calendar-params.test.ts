import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { dashboardCalendarParams } from './useCalendarData.ts';

const november = Temporal.PlainDate.from('2026-11-19');

describe('dashboardCalendarParams (issue #15)', () => {
  it('asks the month grid for every day it shows, the adjacent months included', () => {
    // The November grid shows Monday 26 October to Sunday 6 December: 1 and 2 December too.
    expect(dashboardCalendarParams('month', november, { id: 3 })).toEqual({
      from: '2026-10-26',
      to: '2026-12-06',
      hairdresserId: 3,
      status: null,
    });
  });

  it('keeps the day and week ranges of SPEC.md §7', () => {
    expect(dashboardCalendarParams('day', november, { id: 3 })).toMatchObject({
      from: '2026-11-19',
      to: '2026-11-20',
      hairdresserId: null,
    });
    expect(dashboardCalendarParams('week', november, null)).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });
});
