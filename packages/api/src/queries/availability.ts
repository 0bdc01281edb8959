import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOf } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { multiOperatorMaxAlternatives, nextSlotMaxDaysToSearch } from '../constants.ts';
import { isApiError } from '../errors/api-error.ts';
import type { components, operations } from '@agendina/contract';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

/** Every key starts with 'availability': appointment changes invalidate them all. */
export const availabilityKeys = {
  all: ['availability'] as const,
  check: (body: components['schemas']['AvailabilityCheckRequest']) =>
    ['availability', 'check', body] as const,
  slots: (query: Query<'getAvailableSlots'>) => ['availability', 'slots', query] as const,
  operator: (id: number, date: string) => ['availability', 'operator', id, { date }] as const,
  service: (serviceId: number, query: Query<'getServiceAvailability'>) =>
    ['availability', 'service', serviceId, query] as const,
  nextSlot: (query: Query<'findNextAvailableSlot'>) =>
    ['availability', 'next-slot', query] as const,
  alternatives: (query: Query<'getAlternativeSlots'>) =>
    ['availability', 'alternatives', query] as const,
  stats: (query: Query<'getAvailabilityStats'>) => ['availability', 'stats', query] as const,
  serviceOperators: (id: number, query: Query<'listServiceOperatorsAvailability'>) =>
    ['availability', 'service-operators', id, query] as const,
};

/** POST /appointments/availability: is this operator free for this time and duration? */
export const checkAvailabilityQueryOptions = (
  client: ApiClient,
  body: components['schemas']['AvailabilityCheckRequest'],
) =>
  endpointQuery(availabilityKeys.check(body), (signal) =>
    client.POST('/appointments/availability', { body, signal }),
  );

export const availableSlotsQueryOptions = (client: ApiClient, query: Query<'getAvailableSlots'>) =>
  endpointQuery(availabilityKeys.slots(query), (signal) =>
    client.GET('/appointments/available-slots', { params: { query }, signal }),
  );

export const operatorAvailabilityQueryOptions = (client: ApiClient, id: number, date: string) =>
  endpointQuery(availabilityKeys.operator(id, date), (signal) =>
    client.GET('/appointments/availability/operator/{id}', {
      params: { path: { id }, query: { date } },
      signal,
    }),
  );

export const serviceAvailabilityQueryOptions = (
  client: ApiClient,
  serviceId: number,
  query: Query<'getServiceAvailability'>,
) =>
  endpointQuery(availabilityKeys.service(serviceId, query), (signal) =>
    client.GET('/appointments/availability/service/{serviceId}', {
      params: { path: { serviceId }, query },
      signal,
    }),
  );

/** The first free slot within 7 days (default); null when there is none (the server's 404). */
export const nextAvailableSlotQueryOptions = (
  client: ApiClient,
  query: Query<'findNextAvailableSlot'>,
) => {
  const withDefaults = { maxDaysToSearch: nextSlotMaxDaysToSearch, ...query };
  return queryOptions({
    queryKey: availabilityKeys.nextSlot(withDefaults),
    queryFn: async ({ signal }) => {
      try {
        return dataOf(
          await client.GET('/appointments/availability/next-slot', {
            params: { query: withDefaults },
            signal,
          }),
        );
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
};

export const alternativeSlotsQueryOptions = (
  client: ApiClient,
  query: Query<'getAlternativeSlots'>,
) => {
  const withDefaults = { maxAlternatives: multiOperatorMaxAlternatives, ...query };
  return endpointQuery(availabilityKeys.alternatives(withDefaults), (signal) =>
    client.GET('/appointments/availability/alternatives', {
      params: { query: withDefaults },
      signal,
    }),
  );
};

export const availabilityStatsQueryOptions = (
  client: ApiClient,
  query: Query<'getAvailabilityStats'>,
) =>
  endpointQuery(availabilityKeys.stats(query), (signal) =>
    client.GET('/appointments/availability/stats', { params: { query }, signal }),
  );

/** Who can perform a service, and whether they are free at dateTime (or today). */
export const serviceOperatorsAvailabilityQueryOptions = (
  client: ApiClient,
  id: number,
  query: Query<'listServiceOperatorsAvailability'> = {},
) =>
  endpointQuery(availabilityKeys.serviceOperators(id, query), (signal) =>
    client.GET('/appointments/availability/service/{id}/operators', {
      params: { path: { id }, query },
      signal,
    }),
  );
