import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { components } from '@agendina/contract';

type Schemas = components['schemas'];

export const serviceKeys = {
  all: ['services'] as const,
  list: (active: boolean | null = null) => ['services', 'list', { active }] as const,
  ordered: (active: boolean | null = null) => ['services', 'ordered', { active }] as const,
  defaults: (businessType: Schemas['BusinessType'] | null = null) =>
    ['services', 'defaults', { businessType }] as const,
  detail: (id: number) => ['services', 'detail', id] as const,
};

/** GET /services or /services/ordered, with ?active= unless it is null. */
const servicesQuery = <
  TKey extends ReturnType<typeof serviceKeys.list | typeof serviceKeys.ordered>,
>(
  client: ApiClient,
  path: '/services' | '/services/ordered',
  queryKey: TKey,
  active: boolean | null,
) =>
  endpointQuery(queryKey, (signal) =>
    client.GET(path, { params: { query: active === null ? {} : { active } }, signal }),
  );

export const servicesQueryOptions = (client: ApiClient, active: boolean | null = null) =>
  servicesQuery(client, '/services', serviceKeys.list(active), active);

/** By priority (lower first): the wizard offers active services in this order. */
export const orderedServicesQueryOptions = (client: ApiClient, active: boolean | null = null) =>
  servicesQuery(client, '/services/ordered', serviceKeys.ordered(active), active);

/** 'Servizi di esempio' for a business type (not saved). */
export const defaultServicesQueryOptions = (
  client: ApiClient,
  businessType: Schemas['BusinessType'] | null = null,
) =>
  queryOptions({
    ...endpointQuery(serviceKeys.defaults(businessType), (signal) =>
      client.GET('/services/defaults', {
        params: { query: businessType ? { businessType } : {} },
        signal,
      }),
    ),
    staleTime: Infinity,
  });

export const serviceQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(serviceKeys.detail(id), (signal) =>
    client.GET('/services/{id}', { params: { path: { id } }, signal }),
  );

/** Operators list the services they perform: their queries are refreshed with the catalogue. */
const afterServiceChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({
      queryKey: ['services'],
      predicate: (q) => q.queryKey[1] !== 'defaults',
    }),
    queryClient.invalidateQueries({ queryKey: ['hairdressers'] }),
  ]);

export const createServiceMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['services', 'create'],
    mutationFn: (body: Schemas['ServiceInput']) => dataOfCall(client.POST('/services', { body })),
    onSuccess: (_s, _b, _r, { client: queryClient }) => afterServiceChange(queryClient),
  });

export const updateServiceMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['services', 'update'],
    mutationFn: ({ id, body }: { id: number; body: Schemas['ServiceInput'] }) =>
      dataOfCall(client.PUT('/services/{id}', { params: { path: { id } }, body })),
    onSuccess: (_s, _v, _r, { client: queryClient }) => afterServiceChange(queryClient),
  });

export const deleteServiceMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['services', 'delete'],
    mutationFn: (id: number) =>
      dataOfCall(client.DELETE('/services/{id}', { params: { path: { id } } })),
    onSuccess: (_s, id, _r, { client: queryClient }) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      return afterServiceChange(queryClient);
    },
  });

export const updateServicePriorityMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['services', 'priority'],
    mutationFn: ({ id, priority }: { id: number; priority: number }) =>
      dataOfCall(
        client.PUT('/services/{id}/priority', {
          params: { path: { id } },
          body: { priority },
        }),
      ),
    onSuccess: (_s, _v, _r, { client: queryClient }) => afterServiceChange(queryClient),
  });

/** PUT /services/reorder: every service once, in the new order (drag and drop or keyboard). */
export const reorderServicesMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['services', 'reorder'],
    mutationFn: (orderedServiceIds: number[]) =>
      dataOfCall(client.PUT('/services/reorder', { body: { orderedServiceIds } })),
    onSuccess: (ordered, _v, _r, { client: queryClient }) => {
      queryClient.setQueryData(serviceKeys.ordered(null), ordered);
      return afterServiceChange(queryClient);
    },
  });
