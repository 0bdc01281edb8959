import { describe, expect, it } from 'vitest';
import {
  alternativeSlotsQueryOptions,
  availableSlotsQueryOptions,
  describeErrorText,
  multiOperatorAlternativesQueryOptions,
  nextAvailableSlotQueryOptions,
  replanAppointmentMutation,
  serviceAvailabilityQueryOptions,
  serviceOperatorsAvailabilityQueryOptions,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import {
  boolean,
  collidingPlan,
  colorCode,
  eachLike,
  errorBody,
  groupAppointment,
  integer,
  localDateTime,
  plan,
  scheduleOption,
  string,
  timeSlot,
} from './fixtures.ts';
import { interaction } from './support.ts';

// Issue #19: the wizard's edit mode. PUT /appointments/{id}/plan replaces a booked visit's
// services, operators and time; while editing (or moving, in «Sposta»), every availability call
// passes excludeVisitOf so the visit's own time counts as free.

const edit = {
  startDateTime: plan.startDateTime,
  serviceBlocks: plan.serviceBlocks,
  expectedStart: '2030-03-07T09:30:00',
  notes: 'Colore prima del taglio',
};

describe('Edit a booked visit', () => {
  it('PUT /appointments/{id}/plan', () =>
    interaction({
      state: states.appointment,
      description: 'an edit of appointment 1001 into a colour with operator 4 and a cut',
      method: 'PUT',
      path: '/appointments/1001/plan',
      body: edit,
      status: 200,
      response: eachLike(
        groupAppointment({
          service: string('Colore'),
          serviceId: integer(6),
          hairdresserId: integer(4),
          hairdresserName: string('Marta Riva'),
          endTime: localDateTime('2030-03-07T10:30:00'),
          durationMinutes: integer(60),
        }),
        2,
      ),
      run: async (app) => {
        const visit = await app.mutate(replanAppointmentMutation(app.client), {
          id: 1001,
          body: edit,
        });
        expect(visit).toHaveLength(2);
        expect(visit[0]).toMatchObject({ serviceId: 6, hairdresserId: 4 });
      },
    }));

  it('PUT /appointments/{id}/plan when the visit changed meanwhile', () =>
    interaction({
      state: states.appointment,
      description: 'a stale edit of appointment 1001',
      method: 'PUT',
      path: '/appointments/1001/plan',
      body: { ...edit, expectedStart: '2030-03-07T08:00:00' },
      status: 409,
      response: errorBody(
        "L'appuntamento è stato modificato da qualcun altro: ricarica il calendario",
        'APPOINTMENT_CHANGED',
      ),
      run: async (app) => {
        const error = await app
          .mutate(replanAppointmentMutation(app.client), {
            id: 1001,
            body: { ...edit, expectedStart: '2030-03-07T08:00:00' },
          })
          .catch((e: unknown) => e);
        expect(describeErrorText(error)).toContain('modificato da qualcun altro');
      },
    }));

  it('GET /appointments/available-slots while moving', () =>
    interaction({
      state: states.appointment,
      // The «Sposta» dialog's free times: the moved visit's own time counts as free.
      description: 'the free times of operator 3 for service 5 while appointment 1001 moves',
      method: 'GET',
      path: '/appointments/available-slots',
      query: {
        date: '2030-03-07',
        hairdresserId: '3',
        serviceId: '5',
        clientId: '42',
        excludeVisitOf: '1001',
      },
      status: 200,
      response: {
        durationMinutes: integer(45),
        isCustomDuration: boolean(false),
        slots: eachLike(timeSlot({ startTime: localDateTime('2030-03-07T09:30:00') })),
      },
      run: async (app) => {
        const query = {
          date: '2030-03-07',
          hairdresserId: 3,
          serviceId: 5,
          clientId: 42,
          excludeVisitOf: 1001,
        };
        const result = await app.query(availableSlotsQueryOptions(app.client, query));
        expect(result.slots.length).toBeGreaterThan(0);
      },
    }));

  it('GET /appointments/availability/service/{serviceId} while editing', () =>
    interaction({
      state: states.appointment,
      description: "the free times of service 5 counting appointment 1001's own time as free",
      method: 'GET',
      path: '/appointments/availability/service/5',
      query: { date: '2030-03-07', clientId: '42', excludeVisitOf: '1001' },
      status: 200,
      response: {
        serviceId: integer(5),
        durationMinutes: integer(45),
        operators: eachLike({
          hairdresserId: integer(3),
          hairdresserName: string('Sara Conti'),
          colorCode: colorCode(),
          slots: eachLike(timeSlot({ startTime: localDateTime('2030-03-07T09:30:00') })),
        }),
      },
      run: async (app) => {
        const query = { date: '2030-03-07', clientId: 42, excludeVisitOf: 1001 };
        const result = await app.query(serviceAvailabilityQueryOptions(app.client, 5, query));
        expect(result.operators[0]?.slots.length).toBeGreaterThan(0);
      },
    }));

  it('GET /appointments/availability/service/{id}/operators while editing', () =>
    interaction({
      state: states.appointment,
      description: "the operators of service 5 at 09:30 counting appointment 1001's time as free",
      method: 'GET',
      path: '/appointments/availability/service/5/operators',
      query: { dateTime: '2030-03-07T09:30:00', excludeVisitOf: '1001' },
      status: 200,
      response: eachLike({
        hairdresserId: integer(3),
        hairdresserName: string('Sara Conti'),
        colorCode: colorCode(),
        available: boolean(true),
      }),
      run: async (app) => {
        const operators = await app.query(
          serviceOperatorsAvailabilityQueryOptions(app.client, 5, {
            dateTime: '2030-03-07T09:30:00',
            excludeVisitOf: 1001,
          }),
        );
        expect(operators[0]?.available).toBe(true);
      },
    }));

  it('GET /appointments/availability/next-slot while editing', () =>
    interaction({
      state: states.appointment,
      description: "a search for operator 3's next free 45 minutes, appointment 1001 aside",
      method: 'GET',
      path: '/appointments/availability/next-slot',
      query: {
        maxDaysToSearch: '7',
        durationMinutes: '45',
        from: '2030-03-07T09:30:00',
        hairdresserId: '3',
        serviceId: '5',
        excludeVisitOf: '1001',
      },
      status: 200,
      response: timeSlot({ hairdresserId: integer(3), hairdresserName: string('Sara Conti') }),
      run: async (app) => {
        const slot = await app.query(
          nextAvailableSlotQueryOptions(app.client, {
            durationMinutes: 45,
            from: '2030-03-07T09:30:00',
            hairdresserId: 3,
            serviceId: 5,
            excludeVisitOf: 1001,
          }),
        );
        expect(slot?.hairdresserId).toBe(3);
      },
    }));

  it('GET /appointments/availability/alternatives while editing', () =>
    interaction({
      state: states.appointment,
      description: 'a request for alternatives near 09:30 for operator 3, appointment 1001 aside',
      method: 'GET',
      path: '/appointments/availability/alternatives',
      query: {
        maxAlternatives: '5',
        dateTime: '2030-03-07T09:30:00',
        durationMinutes: '45',
        hairdresserId: '3',
        serviceId: '5',
        excludeVisitOf: '1001',
      },
      status: 200,
      response: eachLike({
        startTime: localDateTime('2030-03-07T09:45:00'),
        endTime: localDateTime('2030-03-07T10:30:00'),
        hairdresserId: integer(3),
        hairdresserName: string('Sara Conti'),
        sameOperator: boolean(true),
        minutesFromRequested: integer(15),
      }),
      run: async (app) => {
        const query = {
          dateTime: '2030-03-07T09:30:00',
          durationMinutes: 45,
          hairdresserId: 3,
          serviceId: 5,
          excludeVisitOf: 1001,
        };
        const near = await app.query(alternativeSlotsQueryOptions(app.client, query));
        expect(near[0]?.hairdresserId).toBe(3);
      },
    }));

  it('POST /appointments/multi-operator/alternatives while editing', () =>
    interaction({
      state: states.appointment,
      description: 'a request for placements of a plan near 09:30, appointment 1001 aside',
      method: 'POST',
      path: '/appointments/multi-operator/alternatives',
      query: { maxAlternatives: '5', excludeVisitOf: '1001' },
      body: collidingPlan,
      status: 200,
      response: {
        requestedStartDateTime: localDateTime('2030-03-07T09:30:00'),
        alternatives: eachLike(scheduleOption()),
      },
      run: async (app) => {
        const result = await app.query(
          multiOperatorAlternativesQueryOptions(app.client, collidingPlan, {
            excludeVisitOf: 1001,
          }),
        );
        expect(result.alternatives.length).toBeGreaterThan(0);
      },
    }));
});
