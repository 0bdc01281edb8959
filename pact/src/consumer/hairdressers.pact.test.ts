import { describe, expect, it } from 'vitest';
import {
  createHairdresserMutation,
  deleteHairdresserMutation,
  hairdresserAvailabilityQueryOptions,
  hairdresserDeletionInfoQueryOptions,
  hairdresserQueryOptions,
  hairdressersQueryOptions,
  updateHairdresserMutation,
  updateHairdresserServicesMutation,
  updateHairdresserTimeOffMutation,
  updateHairdresserWorkingHoursMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  appointment,
  boolean,
  colorCode,
  day,
  eachLike,
  errorBody,
  hairdresser,
  hhmm,
  integer,
  string,
  timeSlot,
} from './fixtures.ts';
import { interaction } from './support.ts';

const workingHours =
  '{"monday":[],"tuesday":[["09:00","13:00"],["14:30","19:00"]],"wednesday":[["09:00","19:00"]],"thursday":[["09:00","19:00"]],"friday":[["09:00","19:30"]],"saturday":[["08:30","18:00"]],"sunday":[]}';

describe('Hairdressers (operators)', () => {
  it('GET /hairdressers', () =>
    interaction({
      state: states.hairdresser,
      description: 'a request for the operators',
      method: 'GET',
      path: '/hairdressers',
      status: 200,
      // SPEC.md §7: the list gives id, name, colorCode; the wizard also reads their services.
      response: eachLike({
        id: integer(3),
        name: string('Sara Conti'),
        colorCode: colorCode(),
        services: eachLike({
          id: integer(5),
          name: string('Taglio donna'),
          isActive: boolean(true),
        }),
      }),
      run: async (app) => {
        const operators = await app.query(hairdressersQueryOptions(app.client));
        expect(operators[0]?.services[0]?.id).toBe(5);
      },
    }));

  it('POST /hairdressers', () =>
    interaction({
      state: states.serviceInTrial,
      description: 'a new operator who performs service 5',
      method: 'POST',
      path: '/hairdressers',
      body: { name: 'Luca Ferri', role: 'ASSISTANT', colorCode: '#3F51B5', serviceIds: [5] },
      status: 201,
      response: hairdresser({ name: string('Luca Ferri') }),
      run: async (app) => {
        const created = await app.mutate(createHairdresserMutation(app.client), {
          name: 'Luca Ferri',
          role: 'ASSISTANT',
          colorCode: '#3F51B5',
          serviceIds: [5],
        });
        expect(created.name).toBe('Luca Ferri');
      },
    }));

  it('POST /hairdressers (past the plan’s operators)', () =>
    interaction({
      state: states.baseFull,
      description: 'a third operator on the Base plan',
      method: 'POST',
      path: '/hairdressers',
      body: { name: 'Luca Ferri' },
      status: 403,
      response: errorBody(
        'Il piano Base comprende fino a 2 operatori: passa a Pro per aggiungerne altri',
        'PLAN_LIMIT',
      ),
      run: async (app) => {
        const refused = app.mutate(createHairdresserMutation(app.client), { name: 'Luca Ferri' });
        await expect(refused).rejects.toMatchObject({ status: 403 });
        // The plan refuses the action, not the session: the owner stays signed in.
        expect(app.store.getToken()).not.toBeNull();
      },
    }));

  it('GET /hairdressers/{id}', () =>
    interaction({
      state: states.hairdresser,
      description: 'a request for operator 3',
      method: 'GET',
      path: '/hairdressers/3',
      status: 200,
      response: hairdresser({ workingHours: string(workingHours) }),
      run: async (app) => {
        const sara = await app.query(hairdresserQueryOptions(app.client, 3));
        expect(JSON.parse(sara.workingHours ?? '{}')).toHaveProperty('thursday');
      },
    }));

  it('PATCH /hairdressers/{id}', () =>
    interaction({
      state: states.hairdresser,
      description: 'a new colour for operator 3',
      method: 'PATCH',
      path: '/hairdressers/3',
      body: { colorCode: '#3F51B5' },
      status: 200,
      response: hairdresser({ colorCode: colorCode('#3F51B5') }),
      run: async (app) => {
        const updated = await app.mutate(updateHairdresserMutation(app.client), {
          id: 3,
          body: { colorCode: '#3F51B5' },
        });
        expect(updated.colorCode).toBe('#3F51B5');
      },
    }));

  it('DELETE /hairdressers/{id}', () =>
    interaction({
      state: states.removableHairdresser,
      description: 'a deletion of operator 4 handing the future appointments to operator 3',
      method: 'DELETE',
      path: '/hairdressers/4',
      query: { futureAppointments: 'REASSIGN', reassignTo: '3' },
      status: 200,
      response: {
        success: boolean(true),
        reassignedAppointments: integer(2),
        cancelledAppointments: integer(0),
        message: string('Operatore eliminato'),
      },
      run: async (app) => {
        const result = await app.mutate(deleteHairdresserMutation(app.client), {
          id: 4,
          futureAppointments: 'REASSIGN',
          reassignTo: 3,
        });
        expect(result.reassignedAppointments).toBe(2);
      },
    }));

  it('PATCH /hairdressers/{id}/working-hours', () =>
    interaction({
      state: states.hairdresser,
      description: 'new working hours for operator 3',
      method: 'PATCH',
      path: '/hairdressers/3/working-hours',
      body: { workingHours },
      status: 200,
      response: hairdresser({ workingHours: string(workingHours) }),
      run: async (app) => {
        const updated = await app.mutate(updateHairdresserWorkingHoursMutation(app.client), {
          id: 3,
          workingHours,
        });
        expect(updated.workingHours).toBe(workingHours);
      },
    }));

  it('PATCH /hairdressers/{id}/services', () =>
    interaction({
      state: states.freeDay,
      description: 'a new set of services for operator 3',
      method: 'PATCH',
      path: '/hairdressers/3/services',
      body: { serviceIds: [5, 6] },
      status: 200,
      response: hairdresser(),
      run: async (app) => {
        const updated = await app.mutate(updateHairdresserServicesMutation(app.client), {
          id: 3,
          serviceIds: [5, 6],
        });
        expect(updated.services.length).toBeGreaterThan(0);
      },
    }));

  it('PATCH /hairdressers/{id}/time-off', () =>
    interaction({
      state: states.hairdresser,
      description: 'a holiday for operator 3',
      method: 'PATCH',
      path: '/hairdressers/3/time-off',
      body: { timeOff: [{ startDate: '2030-08-05', endDate: '2030-08-18', reason: 'Ferie' }] },
      status: 200,
      response: hairdresser({
        timeOff: eachLike({
          id: integer(1),
          startDate: day('2030-08-05'),
          endDate: day('2030-08-18'),
          reason: string('Ferie'),
        }),
      }),
      run: async (app) => {
        const updated = await app.mutate(updateHairdresserTimeOffMutation(app.client), {
          id: 3,
          timeOff: [{ startDate: '2030-08-05', endDate: '2030-08-18', reason: 'Ferie' }],
        });
        expect(updated.timeOff[0]?.reason).toBe('Ferie');
      },
    }));

  it('GET /hairdressers/{id}/deletion-info', () =>
    interaction({
      state: states.removableHairdresser,
      description: 'a request for what deleting operator 4 would leave behind',
      method: 'GET',
      path: '/hairdressers/4/deletion-info',
      status: 200,
      response: {
        hairdresserId: integer(4),
        hairdresserName: string('Marta Riva'),
        futureAppointmentCount: integer(2),
        canDeleteWithoutAction: boolean(false),
        futureAppointments: eachLike(
          appointment({ hairdresserId: integer(4), hairdresserName: string('Marta Riva') }),
        ),
      },
      run: async (app) => {
        const info = await app.query(hairdresserDeletionInfoQueryOptions(app.client, 4));
        expect(info.canDeleteWithoutAction).toBe(false);
      },
    }));

  it('GET /hairdressers/{id}/availability', () =>
    interaction({
      state: states.freeDay,
      description: 'a request for the days of operator 3 in a range',
      method: 'GET',
      path: '/hairdressers/3/availability',
      query: { from: '2030-03-07', to: '2030-03-08' },
      status: 200,
      response: eachLike({
        hairdresserId: integer(3),
        date: day('2030-03-07'),
        working: boolean(true),
        workingIntervals: eachLike({ start: hhmm('09:00'), end: hhmm('19:00') }),
        free: eachLike(timeSlot()),
      }),
      run: async (app) => {
        const days = await app.query(
          hairdresserAvailabilityQueryOptions(app.client, 3, '2030-03-07', '2030-03-08'),
        );
        expect(days[0]?.working).toBe(true);
      },
    }));
});
