import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { components } from '@agendina/contract';

type Schemas = components['schemas'];

export const clientServiceDurationKeys = {
  all: ['client-service-durations'] as const,
  byClient: (clientId: number) => ['client-service-durations', 'client', clientId] as const,
  countByClient: (clientId: number) =>
    ['client-service-durations', 'client', clientId, 'count'] as const,
  detail: (id: number) => ['client-service-durations', 'detail', id] as const,
  salon: () => ['client-service-durations', 'salon'] as const,
};

export const clientServiceDurationsQueryOptions = (client: ApiClient, clientId: number) =>
  endpointQuery(clientServiceDurationKeys.byClient(clientId), (signal) =>
    client.GET('/client-service-durations/client/{id}', {
      params: { path: { id: clientId } },
      signal,
    }),
  );

export const clientServiceDurationCountQueryOptions = (client: ApiClient, clientId: number) =>
  queryOptions({
    ...endpointQuery(clientServiceDurationKeys.countByClient(clientId), (signal) =>
      client.GET('/client-service-durations/client/{id}/count', {
        params: { path: { id: clientId } },
        signal,
      }),
    ),
    select: ({ count }) => count,
  });

export const clientServiceDurationQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(clientServiceDurationKeys.detail(id), (signal) =>
    client.GET('/client-service-durations/{id}', { params: { path: { id } }, signal }),
  );

export const salonClientServiceDurationsQueryOptions = (client: ApiClient) =>
  endpointQuery(clientServiceDurationKeys.salon(), (signal) =>
    client.GET('/client-service-durations/salon', { signal }),
  );

/** Custom durations change availability answers and the wizard's blocks. */
const refreshAfterChange = async (queryClient: QueryClient) => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clientServiceDurationKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
  ]);
};

export const createClientServiceDurationMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['client-service-durations', 'create'],
    mutationFn: (body: Schemas['ClientServiceDurationCreateRequest']) =>
      dataOfCall(client.POST('/client-service-durations', { body })),
    onSuccess: (_d, _v, _r, { client: queryClient }) => refreshAfterChange(queryClient),
  });

export const updateClientServiceDurationMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['client-service-durations', 'update'],
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: Schemas['ClientServiceDurationUpdateRequest'];
    }) =>
      dataOfCall(client.PUT('/client-service-durations/{id}', { params: { path: { id } }, body })),
    onSuccess: (_d, _v, _r, { client: queryClient }) => refreshAfterChange(queryClient),
  });

export const deleteClientServiceDurationMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['client-service-durations', 'delete'],
    mutationFn: (id: number) =>
      dataOfCall(client.DELETE('/client-service-durations/{id}', { params: { path: { id } } })),
    onSuccess: (_d, _v, _r, { client: queryClient }) => refreshAfterChange(queryClient),
  });
