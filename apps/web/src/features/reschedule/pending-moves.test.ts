import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { appointmentAt } from '@agendina/scheduling';
import { placesOfMove, withPendingPlaces } from './pending-moves.ts';

const colour = appointmentAt('2030-03-12T09:00', {
  id: 1,
  hairdresserId: 10,
  durationMinutes: 60,
  groupId: 'g',
});
const blowDry = appointmentAt('2030-03-12T10:00', {
  id: 2,
  hairdresserId: 11,
  durationMinutes: 30,
  groupId: 'g',
});
const other = appointmentAt('2030-03-12T09:00', { id: 3, hairdresserId: 11, durationMinutes: 45 });
const at = (iso: string) => Temporal.PlainDateTime.from(iso);

describe('optimistic places of a move', () => {
  it('moves the appointment and shifts its group by the same minutes, each on its operator', () => {
    const places = placesOfMove(
      { appointment: blowDry, start: at('2030-03-12T11:30'), operatorId: 10 },
      [colour, blowDry, other],
    );
    const shown = withPendingPlaces([colour, blowDry, other], places);
    expect(shown.map((a) => [a.id, a.start.toString(), a.hairdresserId])).toEqual([
      [1, '2030-03-12T10:30:00', 10],
      [2, '2030-03-12T11:30:00', 10],
      [3, '2030-03-12T09:00:00', 11],
    ]);
    expect(shown[1]?.end.toString()).toBe('2030-03-12T12:00:00');
    expect(shown[2]).toBe(other);
  });

  it('a single appointment moves alone, to another day too', () => {
    const places = placesOfMove(
      { appointment: other, start: at('2030-03-13T15:00'), operatorId: 10 },
      [colour, blowDry, other],
    );
    expect([...places.keys()]).toEqual([3]);
    const [moved] = withPendingPlaces([other], places);
    expect(moved?.dateKey).toBe('2030-03-13');
    expect(moved?.startMinute).toBe(15 * 60);
  });

  it('nothing pending leaves the list as it is', () => {
    const list = [colour];
    expect(withPendingPlaces(list, new Map())).toBe(list);
  });
});
