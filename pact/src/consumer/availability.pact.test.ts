import { describe, expect, it } from 'vitest';
import {
  alternativeSlotsQueryOptions,
  availabilityStatsQueryOptions,
  availableSlotsQueryOptions,
  checkAvailabilityQueryOptions,
  nextAvailableSlotQueryOptions,
  operatorAvailabilityQueryOptions,
  serviceAvailabilityQueryOptions,
  serviceOperatorsAvailabilityQueryOptions,
} from '@agendina/api';
import { MatchersV3 } from '@pact-foundation/pact';
import { contractWeek, states } from '../shared/provider-states.ts';
import {
  boolean,
  colorCode,
  day,
  eachLike,
  errorBody,
  hhmm,
  integer,
  localDateTime,
  string,
  timeSlot,
} from './fixtures.ts';
import { interaction } from './support.ts';

const occupancy = {
  appointmentCount: integer(4),
  bookedMinutes: integer(180),
  workingMinutes: integer(540),
  occupancyRate: MatchersV3.number(0.33),
};

describe('Availability', () => {
  it('POST /appointments/availability', () =>
    interaction({
      state: states.appointment,
      description: 'an availability check that collides with appointment 1001',
      method: 'POST',
      path: '/appointments/availability',
      body: { hairdresserId: 3, dateTime: '2030-03-07T09:30:00', durationMinutes: 45 },
      status: 200,
      response: {
        available: boolean(false),
        outsideWorkingHours: boolean(false),
        conflicts: eachLike({
          appointmentId: integer(1001),
          startTime: localDateTime('2030-03-07T09:30:00'),
          endTime: localDateTime('2030-03-07T10:15:00'),
        }),
      },
      run: async (app) => {
        const body = { hairdresserId: 3, dateTime: '2030-03-07T09:30:00', durationMinutes: 45 };
        const result = await app.query(checkAvailabilityQueryOptions(app.client, body));
        expect(result.available).toBe(false);
        expect(result.conflicts[0]?.appointmentId).toBe(1001);
      },
    }));

  it('GET /appointments/available-slots', () =>
    interaction({
      state: states.customDuration,
      description: 'a request for the free slots of operator 3 for service 5 and client 42',
      method: 'GET',
      path: '/appointments/available-slots',
      query: { date: '2030-03-07', hairdresserId: '3', serviceId: '5', clientId: '42' },
      status: 200,
      response: {
        durationMinutes: integer(60),
        isCustomDuration: boolean(true),
        slots: eachLike(timeSlot()),
      },
      run: async (app) => {
        const query = { date: '2030-03-07', hairdresserId: 3, serviceId: 5, clientId: 42 };
        const result = await app.query(availableSlotsQueryOptions(app.client, query));
        expect(result.isCustomDuration).toBe(true);
      },
    }));

  it('GET /appointments/availability/operator/{id}', () =>
    interaction({
      state: states.freeDay,
      description: 'a request for the day of operator 3',
      method: 'GET',
      path: '/appointments/availability/operator/3',
      query: { date: '2030-03-07' },
      status: 200,
      response: {
        hairdresserId: integer(3),
        date: day('2030-03-07'),
        working: boolean(true),
        onTimeOff: boolean(false),
        workingIntervals: eachLike({ start: hhmm('09:00'), end: hhmm('19:00') }),
        free: eachLike(timeSlot()),
      },
      run: async (app) => {
        expect(
          (await app.query(operatorAvailabilityQueryOptions(app.client, 3, '2030-03-07'))).working,
        ).toBe(true);
      },
    }));

  it('GET /appointments/availability/service/{serviceId}', () =>
    interaction({
      state: states.freeDay,
      description: 'a request for who can perform service 5 and when',
      method: 'GET',
      path: '/appointments/availability/service/5',
      query: { date: '2030-03-07' },
      status: 200,
      response: {
        serviceId: integer(5),
        durationMinutes: integer(45),
        operators: eachLike({
          hairdresserId: integer(3),
          hairdresserName: string('Sara Conti'),
          colorCode: colorCode(),
          slots: eachLike(timeSlot()),
        }),
      },
      run: async (app) => {
        const result = await app.query(
          serviceAvailabilityQueryOptions(app.client, 5, { date: '2030-03-07' }),
        );
        expect(result.operators[0]?.slots.length).toBeGreaterThan(0);
      },
    }));

  it('GET /appointments/availability/next-slot', () =>
    interaction({
      state: states.freeDay,
      // The wizard's search after a refused one-service plan: from its start, its operator.
      description: 'a search for the next free slot of 45 minutes',
      method: 'GET',
      path: '/appointments/availability/next-slot',
      query: {
        maxDaysToSearch: '7',
        durationMinutes: '45',
        from: '2030-03-07T09:30:00',
        hairdresserId: '3',
        serviceId: '5',
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
          }),
        );
        expect(slot?.hairdresserId).toBe(3);
      },
    }));

  it('GET /appointments/availability/next-slot (none)', () =>
    interaction({
      state: states.noFreeSlot,
      description: 'a search for the next free slot when there is none',
      method: 'GET',
      path: '/appointments/availability/next-slot',
      query: { maxDaysToSearch: '7', durationMinutes: '45' },
      status: 404,
      response: errorBody('Nessuno slot libero nei prossimi 7 giorni'),
      run: async (app) => {
        expect(
          await app.query(nextAvailableSlotQueryOptions(app.client, { durationMinutes: 45 })),
        ).toBeNull();
      },
    }));

  it('GET /appointments/availability/alternatives', () =>
    interaction({
      state: states.appointment,
      description: 'a request for alternatives to a busy time of operator 3',
      method: 'GET',
      path: '/appointments/availability/alternatives',
      query: {
        maxAlternatives: '5',
        dateTime: '2030-03-07T09:30:00',
        durationMinutes: '45',
        hairdresserId: '3',
        serviceId: '5',
      },
      status: 200,
      response: eachLike({
        startTime: localDateTime('2030-03-07T10:15:00'),
        endTime: localDateTime('2030-03-07T11:00:00'),
        hairdresserId: integer(3),
        hairdresserName: string('Sara Conti'),
        sameOperator: boolean(true),
        minutesFromRequested: integer(45),
      }),
      run: async (app) => {
        // The wizard's request after a refused one-service plan (its service and operator).
        const query = {
          dateTime: '2030-03-07T09:30:00',
          durationMinutes: 45,
          hairdresserId: 3,
          serviceId: 5,
        };
        expect(
          (await app.query(alternativeSlotsQueryOptions(app.client, query)))[0]?.sameOperator,
        ).toBe(true);
      },
    }));

  it('GET /appointments/availability/stats', () =>
    interaction({
      state: states.salonWeek,
      params: { weekStart: contractWeek.from },
      description: 'a request for the occupancy of a week',
      method: 'GET',
      path: '/appointments/availability/stats',
      query: { from: contractWeek.from, to: contractWeek.to },
      status: 200,
      response: {
        totals: occupancy,
        operators: eachLike({
          hairdresserId: integer(3),
          hairdresserName: string('Sara Conti'),
          ...occupancy,
        }),
      },
      run: async (app) => {
        const stats = await app.query(availabilityStatsQueryOptions(app.client, contractWeek));
        expect(stats.totals.occupancyRate).toBeGreaterThan(0);
      },
    }));

  it('GET /appointments/availability/service/{id}/operators', () =>
    interaction({
      state: states.freeDay,
      description: 'a request for the operators of service 5 at a time',
      method: 'GET',
      path: '/appointments/availability/service/5/operators',
      query: { dateTime: '2030-03-07T09:30:00' },
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
          }),
        );
        expect(operators[0]?.available).toBe(true);
      },
    }));
});
