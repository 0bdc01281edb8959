import { describe, expect, it } from 'vitest';
import { describeErrorText, moveAppointmentMutation } from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  appointment,
  eachLike,
  errorBody,
  groupAppointment,
  integer,
  localDateTime,
} from './fixtures.ts';
import { interaction } from './support.ts';

// Issue #19: POST /appointments/{id}/move, the one call of drag and drop, "Sposta" and "Annulla".

const groupId = '3f2b9c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c';

describe('Reschedule', () => {
  it('POST /appointments/{id}/move', () =>
    interaction({
      state: states.appointment,
      description: 'a move of appointment 1001 to 11:00 with operator 4',
      method: 'POST',
      path: '/appointments/1001/move',
      body: {
        dateTime: '2030-03-07T11:00:00',
        hairdresserId: 4,
        expectedStart: '2030-03-07T09:30:00',
      },
      status: 200,
      response: eachLike(
        appointment({
          dateTime: localDateTime('2030-03-07T11:00:00'),
          endTime: localDateTime('2030-03-07T11:45:00'),
          hairdresserId: integer(4),
        }),
      ),
      run: async (app) => {
        const moved = await app.mutate(moveAppointmentMutation(app.client), {
          id: 1001,
          body: {
            dateTime: '2030-03-07T11:00:00',
            hairdresserId: 4,
            expectedStart: '2030-03-07T09:30:00',
          },
        });
        expect(moved[0]).toMatchObject({ dateTime: '2030-03-07T11:00:00', hairdresserId: 4 });
      },
    }));

  it('POST /appointments/{id}/move of a group member', () =>
    interaction({
      state: states.group,
      description: 'a move of group member 1003 one hour later, the group following',
      method: 'POST',
      path: '/appointments/1003/move',
      body: { dateTime: '2030-03-07T16:00:00', expectedStart: '2030-03-07T15:00:00' },
      status: 200,
      response: eachLike(
        groupAppointment({
          id: integer(1002),
          dateTime: localDateTime('2030-03-07T15:00:00'),
          endTime: localDateTime('2030-03-07T15:45:00'),
        }),
        2,
      ),
      run: async (app) => {
        const group = await app.mutate(moveAppointmentMutation(app.client), {
          id: 1003,
          groupId,
          body: { dateTime: '2030-03-07T16:00:00', expectedStart: '2030-03-07T15:00:00' },
        });
        expect(group).toHaveLength(2);
      },
    }));

  it('POST /appointments/{id}/move when the visit changed meanwhile', () =>
    interaction({
      state: states.appointment,
      description: 'a stale move of appointment 1001',
      method: 'POST',
      path: '/appointments/1001/move',
      body: { dateTime: '2030-03-07T11:00:00', expectedStart: '2030-03-07T08:00:00' },
      status: 409,
      response: errorBody(
        "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
        'APPOINTMENT_CHANGED',
      ),
      run: async (app) => {
        const error = await app
          .mutate(moveAppointmentMutation(app.client), {
            id: 1001,
            body: { dateTime: '2030-03-07T11:00:00', expectedStart: '2030-03-07T08:00:00' },
          })
          .catch((e: unknown) => e);
        expect(describeErrorText(error)).toContain('modificato da qualcun altro');
      },
    }));
});
