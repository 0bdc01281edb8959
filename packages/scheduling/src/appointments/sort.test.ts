import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testAppointment as norm } from '../test-support/appointments.ts';
import { compareAppointments, groupIdOf, sortAppointments, sortGroup } from './sort.ts';

describe('sortAppointments', () => {
  it('sorts by start time, then id', () => {
    const list = [
      norm({ id: 10, dateTime: '2026-11-16T10:00' }),
      norm({ id: 3, dateTime: '2026-11-16T10:00' }),
      norm({ id: 1, dateTime: '2026-11-17T08:00' }),
      norm({ id: 2, dateTime: '2026-11-16T09:00' }),
    ];
    expect(sortAppointments(list).map((a) => a.id)).toEqual([2, 3, 10, 1]);
    expect(list[0]?.id).toBe(10);
  });

  it('yields a non-decreasing start order for any input', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 999 }),
            fc.integer({ min: 0, max: 10 }),
            fc.integer({ min: 0, max: 23 }),
          ),
        ),
        (rows) => {
          const list = rows.map(([id, day, hour]) =>
            norm({
              id,
              dateTime: `2026-11-${String(10 + day)}T${String(hour).padStart(2, '0')}:00`,
            }),
          );
          const sorted = sortAppointments(list);
          for (let i = 1; i < sorted.length; i++)
            expect(compareAppointments(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});

describe('sortGroup', () => {
  it('loads a group in serviceOrder, members without one last', () => {
    const list = [
      norm({ id: 1, dateTime: '2026-11-16T09:00', serviceOrder: 3 }),
      norm({ id: 2, dateTime: '2026-11-16T08:00' }),
      norm({ id: 3, dateTime: '2026-11-16T10:00', serviceOrder: 1 }),
      norm({ id: 4, dateTime: '2026-11-16T07:00' }),
      norm({ id: 5, dateTime: '2026-11-16T11:00', serviceOrder: 2 }),
    ];
    expect(sortGroup(list).map((a) => a.id)).toEqual([3, 5, 1, 4, 2]);
  });
});

describe('groupIdOf', () => {
  it('finds the group id on the appointment or on its members', () => {
    expect(groupIdOf(norm({ id: 1, dateTime: '2026-11-16T09:00', groupId: 'g' }))).toBe('g');
    expect(
      groupIdOf(
        norm({
          id: 1,
          dateTime: '2026-11-16T09:00',
          groupAppointments: [
            { id: 2, dateTime: '2026-11-16T09:00' },
            { id: 3, dateTime: '2026-11-16T09:00', groupId: 'h' },
          ],
        }),
      ),
    ).toBe('h');
    expect(
      groupIdOf(
        norm({
          id: 1,
          dateTime: '2026-11-16T09:00',
          groupAppointments: [{ id: 2, dateTime: '2026-11-16T09:00' }],
        }),
      ),
    ).toBeNull();
  });
});
