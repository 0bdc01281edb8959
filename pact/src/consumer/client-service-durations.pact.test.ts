import { describe, expect, it } from 'vitest';
import {
  clientServiceDurationCountQueryOptions,
  clientServiceDurationQueryOptions,
  clientServiceDurationsQueryOptions,
  createClientServiceDurationMutation,
  deleteClientServiceDurationMutation,
  salonClientServiceDurationsQueryOptions,
  updateClientServiceDurationMutation,
} from '@agendina/api';
import { states } from '../shared/provider-states.ts';
import { deleted, eachLike, integer, string } from './fixtures.ts';
import { interaction } from './support.ts';

/** SPEC.md §3: serviceId and customDurationMinutes per client (names for the list). */
const duration = {
  id: integer(15),
  clientId: integer(42),
  clientName: string('Giulia Rossi'),
  serviceId: integer(5),
  serviceName: string('Taglio donna'),
  customDurationMinutes: integer(60),
  defaultDurationMinutes: integer(45),
};

describe('Client service durations', () => {
  it('GET /client-service-durations/client/{id}', () =>
    interaction({
      state: states.customDuration,
      description: 'a request for the custom durations of client 42',
      method: 'GET',
      path: '/client-service-durations/client/42',
      status: 200,
      response: eachLike(duration),
      run: async (app) => {
        const list = await app.query(clientServiceDurationsQueryOptions(app.client, 42));
        expect(list[0]?.customDurationMinutes).toBe(60);
      },
    }));

  it('GET /client-service-durations/{id}', () =>
    interaction({
      state: states.customDuration,
      description: 'a request for custom duration 15',
      method: 'GET',
      path: '/client-service-durations/15',
      status: 200,
      response: duration,
      run: async (app) => {
        expect((await app.query(clientServiceDurationQueryOptions(app.client, 15))).serviceId).toBe(
          5,
        );
      },
    }));

  it('PUT /client-service-durations/{id}', () =>
    interaction({
      state: states.customDuration,
      description: 'an update of custom duration 15',
      method: 'PUT',
      path: '/client-service-durations/15',
      body: { customDurationMinutes: 75, notes: 'Capelli lunghi' },
      status: 200,
      response: { ...duration, customDurationMinutes: integer(75) },
      run: async (app) => {
        const updated = await app.mutate(updateClientServiceDurationMutation(app.client), {
          id: 15,
          body: { customDurationMinutes: 75, notes: 'Capelli lunghi' },
        });
        expect(updated.customDurationMinutes).toBe(75);
      },
    }));

  it('DELETE /client-service-durations/{id}', () =>
    interaction({
      state: states.customDuration,
      description: 'a deletion of custom duration 15',
      method: 'DELETE',
      path: '/client-service-durations/15',
      status: 200,
      response: deleted(),
      run: async (app) => {
        expect(
          (await app.mutate(deleteClientServiceDurationMutation(app.client), 15)).success,
        ).toBe(true);
      },
    }));

  it('POST /client-service-durations', () =>
    interaction({
      state: states.client,
      description: 'a new custom duration for client 42 and service 5',
      method: 'POST',
      path: '/client-service-durations',
      body: { clientId: 42, serviceId: 5, customDurationMinutes: 60 },
      status: 201,
      response: duration,
      run: async (app) => {
        const created = await app.mutate(createClientServiceDurationMutation(app.client), {
          clientId: 42,
          serviceId: 5,
          customDurationMinutes: 60,
        });
        expect(created.id).toBe(15);
      },
    }));

  it('GET /client-service-durations/salon', () =>
    interaction({
      state: states.customDuration,
      description: 'a request for the custom durations of the salon',
      method: 'GET',
      path: '/client-service-durations/salon',
      status: 200,
      response: eachLike(duration),
      run: async (app) => {
        expect(await app.query(salonClientServiceDurationsQueryOptions(app.client))).toHaveLength(
          1,
        );
      },
    }));

  it('GET /client-service-durations/client/{id}/count', () =>
    interaction({
      state: states.customDuration,
      description: 'a count of the custom durations of client 42',
      method: 'GET',
      path: '/client-service-durations/client/42/count',
      status: 200,
      response: { count: integer(1) },
      run: async (app) => {
        expect(
          (await app.query(clientServiceDurationCountQueryOptions(app.client, 42))).count,
        ).toBe(1);
      },
    }));
});
