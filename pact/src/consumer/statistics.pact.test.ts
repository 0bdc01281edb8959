import { describe, expect, it } from 'vitest';
import {
  bookingSourceStatisticsQueryOptions,
  cancellationStatisticsQueryOptions,
  clientStatisticsQueryOptions,
  occupancyStatisticsQueryOptions,
  revenueStatisticsQueryOptions,
  topServiceStatisticsQueryOptions,
} from '@agendina/api';
import { MatchersV3 } from '@pact-foundation/pact';
import { contractWeek, states } from '../shared/provider-states.ts';
import { day, eachLike, errorBody, integer, string } from './fixtures.ts';
import { interaction } from './support.ts';

/** The contracts' week and the week before it, as every panel answers them. */
const periods = {
  period: { from: day(contractWeek.from), to: day(contractWeek.to) },
  previousPeriod: { from: day('2030-02-25'), to: day('2030-03-03') },
};
const rate = (example: number) => MatchersV3.number(example);
const both = (current: Record<string, unknown>, previous = current) => ({
  ...periods,
  current,
  previous,
});
const occupancy = (booked: number) => ({
  appointmentCount: integer(booked === 0 ? 0 : 7),
  workingMinutes: integer(4200),
  bookedMinutes: integer(booked),
  freeMinutes: integer(4200 - booked),
  occupancyRate: rate(booked / 4200),
});

describe('Statistiche', () => {
  it('GET /statistics/occupancy', () =>
    interaction({
      state: states.statistics,
      description: 'a request for the occupancy of the contract week',
      method: 'GET',
      path: '/statistics/occupancy',
      query: contractWeek,
      status: 200,
      response: both(
        {
          totals: occupancy(525),
          operators: eachLike({
            hairdresserId: integer(3),
            hairdresserName: string('Sara Conti'),
            ...occupancy(210),
          }),
        },
        {
          totals: occupancy(0),
          operators: eachLike({ hairdresserId: integer(3), ...occupancy(0) }),
        },
      ),
      run: async (app) => {
        const read = await app.query(occupancyStatisticsQueryOptions(app.client, contractWeek));
        expect(read.current.totals.bookedMinutes).toBeGreaterThan(0);
        expect(read.current.operators[0]?.hairdresserName).toBe('Sara Conti');
      },
    }));

  it('GET /statistics/revenue', () =>
    interaction({
      state: states.statistics,
      description: 'a request for the takings of the contract week',
      method: 'GET',
      path: '/statistics/revenue',
      query: contractWeek,
      status: 200,
      response: both(
        {
          receipts: integer(1),
          refundedCents: integer(0),
          totalCents: integer(3500),
          byDay: eachLike({ date: day('2030-03-07'), totalCents: integer(3500) }),
          byOperator: eachLike({
            hairdresserId: integer(3),
            hairdresserName: string('Sara Conti'),
            totalCents: integer(3500),
          }),
          byCategory: eachLike({ category: string('TAGLIO'), totalCents: integer(3500) }),
        },
        {
          receipts: integer(0),
          refundedCents: integer(0),
          totalCents: integer(0),
          byDay: eachLike({ date: day('2030-02-25'), totalCents: integer(0) }),
          byOperator: [],
          byCategory: [],
        },
      ),
      run: async (app) => {
        const read = await app.query(revenueStatisticsQueryOptions(app.client, contractWeek));
        expect(read.current.totalCents).toBe(3500);
        expect(read.current.byDay[0]?.date).toBe('2030-03-07');
      },
    }));

  it('GET /statistics/clients', () =>
    interaction({
      state: states.statistics,
      description: 'a request for the clients of the contract week',
      method: 'GET',
      path: '/statistics/clients',
      query: contractWeek,
      status: 200,
      response: both(
        {
          clients: integer(1),
          newClients: integer(1),
          returningClients: integer(0),
          cameBack: integer(1),
          cameBackRate: rate(1),
        },
        {
          clients: integer(0),
          newClients: integer(0),
          returningClients: integer(0),
          cameBack: integer(0),
          cameBackRate: rate(0),
        },
      ),
      run: async (app) => {
        const read = await app.query(clientStatisticsQueryOptions(app.client, contractWeek));
        expect(read.current.clients).toBe(read.current.newClients + read.current.returningClients);
      },
    }));

  it('GET /statistics/cancellations', () =>
    interaction({
      state: states.statistics,
      description: 'a request for the no-shows and late cancellations of the contract week',
      method: 'GET',
      path: '/statistics/cancellations',
      query: contractWeek,
      status: 200,
      response: {
        ...both(
          {
            visits: integer(14),
            noShows: integer(0),
            noShowRate: rate(0),
            cancellations: integer(0),
            lateCancellations: integer(0),
            lateCancellationRate: rate(0),
          },
          {
            visits: integer(0),
            noShows: integer(0),
            noShowRate: rate(0),
            cancellations: integer(0),
            lateCancellations: integer(0),
            lateCancellationRate: rate(0),
          },
        ),
        cutoffHours: integer(24),
      },
      run: async (app) => {
        const read = await app.query(cancellationStatisticsQueryOptions(app.client, contractWeek));
        expect(read.cutoffHours).toBe(24);
        expect(read.current.visits).toBeGreaterThan(0);
      },
    }));

  it('GET /statistics/sources', () =>
    interaction({
      state: states.statistics,
      description: 'a request for the bookings by source of the contract week',
      method: 'GET',
      path: '/statistics/sources',
      query: contractWeek,
      status: 200,
      response: both(
        {
          total: integer(14),
          bySource: {
            WHATSAPP_AI: integer(0),
            VOICE_AI: integer(0),
            MANUAL: integer(14),
            ONLINE: integer(0),
          },
        },
        {
          total: integer(0),
          bySource: {
            WHATSAPP_AI: integer(0),
            VOICE_AI: integer(0),
            MANUAL: integer(0),
            ONLINE: integer(0),
          },
        },
      ),
      run: async (app) => {
        const read = await app.query(bookingSourceStatisticsQueryOptions(app.client, contractWeek));
        expect(read.current.bySource.MANUAL).toBe(read.current.total);
      },
    }));

  it('GET /statistics/top-services', () =>
    interaction({
      state: states.statistics,
      description: 'a request for the top services of the contract week',
      method: 'GET',
      path: '/statistics/top-services',
      query: contractWeek,
      status: 200,
      response: both(
        {
          services: eachLike({
            serviceId: integer(5),
            serviceName: string('Taglio'),
            count: integer(7),
            revenueCents: integer(3500),
          }),
        },
        { services: [] },
      ),
      run: async (app) => {
        const read = await app.query(topServiceStatisticsQueryOptions(app.client, contractWeek));
        expect(read.current.services[0]?.revenueCents).toBe(3500);
      },
    }));

  it('GET /statistics/revenue (not on the plan)', () =>
    interaction({
      state: states.baseFull,
      description: 'a request for the takings of the contract week on the Base plan',
      method: 'GET',
      path: '/statistics/revenue',
      query: contractWeek,
      status: 403,
      response: errorBody('Le statistiche sono comprese nel piano Premium', 'PLAN_LIMIT'),
      run: async (app) => {
        const refused = app.query(revenueStatisticsQueryOptions(app.client, contractWeek));
        await expect(refused).rejects.toMatchObject({ status: 403 });
        // The plan refuses the screen, not the session: the owner stays signed in.
        expect(app.store.getToken()).not.toBeNull();
      },
    }));
});
