import { describe, expect, it } from 'vitest';
import {
  analyzeConflictsQueryOptions,
  calculateGapQueryOptions,
  optimalScheduleQueryOptions,
  recommendedOrderQueryOptions,
  schedulingAnalyticsQueryOptions,
  suggestOptimalTimesQueryOptions,
} from '@agendina/api';
import { MatchersV3 } from '@pact-foundation/pact';
import { contractWeek, states } from '../shared/provider-states.ts';
import {
  boolean,
  day,
  eachLike,
  integer,
  localDateTime,
  oneOf,
  collidingPlan,
  scheduleOption,
  serviceCategory,
  string,
} from './fixtures.ts';
import { interaction } from './support.ts';

const search = { date: '2030-03-07', serviceIds: [6, 5], clientId: 42, maxResults: 3 };

describe('Scheduling helpers', () => {
  it('POST /appointments/optimal-schedule', () =>
    interaction({
      state: states.freeDay,
      description: 'a request for the best placement of two services',
      method: 'POST',
      path: '/appointments/optimal-schedule',
      body: search,
      status: 200,
      response: { found: boolean(true), schedule: scheduleOption() },
      run: async (app) => {
        const result = await app.query(optimalScheduleQueryOptions(app.client, search));
        expect(result.found && result.schedule !== null).toBe(true);
      },
    }));

  it('POST /appointments/suggest-optimal-times', () =>
    interaction({
      state: states.freeDay,
      description: 'a request for suggested start times for two services',
      method: 'POST',
      path: '/appointments/suggest-optimal-times',
      body: search,
      status: 200,
      response: { date: day('2030-03-07'), suggestions: eachLike(scheduleOption()) },
      run: async (app) => {
        const result = await app.query(suggestOptimalTimesQueryOptions(app.client, search));
        expect(result.suggestions.length).toBeGreaterThan(0);
      },
    }));

  it('POST /appointments/analyze-conflicts', () =>
    interaction({
      state: states.appointment,
      description: 'a conflict analysis of a plan that collides with appointment 1001',
      method: 'POST',
      path: '/appointments/analyze-conflicts',
      body: collidingPlan,
      status: 200,
      response: {
        hasConflicts: boolean(true),
        conflicts: eachLike({
          type: oneOf(
            [
              'OPERATOR_BUSY',
              'OPERATOR_OVERLAP',
              'CLIENT_BUSY',
              'OUTSIDE_WORKING_HOURS',
              'OUTSIDE_OPENING_HOURS',
              'TIME_OFF',
            ],
            'OPERATOR_BUSY',
          ),
          executionOrder: integer(1),
          message: string('Sara Conti ha già un appuntamento alle 09:30'),
          startTime: localDateTime('2030-03-07T09:30:00'),
          endTime: localDateTime('2030-03-07T10:15:00'),
        }),
      },
      run: async (app) => {
        const result = await app.query(analyzeConflictsQueryOptions(app.client, collidingPlan));
        expect(result.hasConflicts).toBe(result.conflicts.length > 0);
      },
    }));

  it('POST /appointments/recommended-order', () =>
    interaction({
      state: states.freeDay,
      description: 'a request for the recommended order of a cut and a colour',
      method: 'POST',
      path: '/appointments/recommended-order',
      body: { serviceIds: [5, 6] },
      status: 200,
      response: {
        serviceIds: eachLike(integer(6), 2),
        changed: boolean(true),
        services: eachLike({
          serviceId: integer(6),
          serviceName: string('Colore'),
          category: serviceCategory('COLORE'),
          priority: integer(10),
        }),
      },
      run: async (app) => {
        const result = await app.query(recommendedOrderQueryOptions(app.client, [5, 6]));
        expect(result.serviceIds).toHaveLength(2);
      },
    }));

  it('GET /appointments/calculate-gap', () =>
    interaction({
      state: states.freeDay,
      description: 'a gap calculation between a colour and a cut',
      method: 'GET',
      path: '/appointments/calculate-gap',
      query: { previousServiceId: '6', nextServiceId: '5', gapMinutes: '30' },
      status: 200,
      response: {
        previousServiceId: integer(6),
        nextServiceId: integer(5),
        previousCategory: serviceCategory('COLORE'),
        nextCategory: serviceCategory('TAGLIO'),
        recommendedGapMinutes: integer(0),
        warningAboveMinutes: integer(20),
        criticalAboveMinutes: integer(60),
      },
      run: async (app) => {
        const query = { previousServiceId: 6, nextServiceId: 5, gapMinutes: 30 };
        const result = await app.query(calculateGapQueryOptions(app.client, query));
        expect(result.criticalAboveMinutes).toBeGreaterThan(result.warningAboveMinutes);
      },
    }));

  it('GET /appointments/analytics/scheduling', () =>
    interaction({
      state: states.salonWeek,
      params: { weekStart: contractWeek.from },
      description: 'a request for the scheduling analytics of a week',
      method: 'GET',
      path: '/appointments/analytics/scheduling',
      query: { from: contractWeek.from, to: contractWeek.to },
      status: 200,
      response: {
        totalAppointments: integer(12),
        totalGroups: integer(2),
        occupancyRate: MatchersV3.number(0.4),
        averageGapMinutes: MatchersV3.number(10),
        byStatus: {
          BOOKED: integer(10),
          IN_PROGRESS: integer(0),
          COMPLETED: integer(2),
          CANCELLED: integer(0),
        },
      },
      run: async (app) => {
        const analytics = await app.query(
          schedulingAnalyticsQueryOptions(app.client, contractWeek),
        );
        expect(analytics.totalAppointments).toBeGreaterThan(0);
      },
    }));
});
