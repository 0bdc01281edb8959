import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { components, operations } from '@agendina/contract';
import type { Hairdresser } from '@agendina/contract';
import { invalidateAllCalendars } from './calendar-keys.ts';

type Schemas = components['schemas'];

export const hairdresserKeys = {
  all: ['hairdressers'] as const,
  list: (active: boolean | null = null) => ['hairdressers', 'list', { active }] as const,
  detail: (id: number) => ['hairdressers', 'detail', id] as const,
  deletionInfo: (id: number) => ['hairdressers', 'deletion-info', id] as const,
  /** Depends on bookings: under 'availability'. */
  availability: (id: number, from: string, to: string) =>
    ['availability', 'hairdresser', id, { from, to }] as const,
};

/** GET /hairdressers: the list the calendar's operator dropdowns read (id, name, colorCode). */
export const hairdressersQueryOptions = (client: ApiClient, active: boolean | null = null) =>
  endpointQuery(hairdresserKeys.list(active), (signal) =>
    client.GET('/hairdressers', {
      params: { query: active === null ? {} : { active } },
      signal,
    }),
  );

export const hairdresserQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(hairdresserKeys.detail(id), (signal) =>
    client.GET('/hairdressers/{id}', { params: { path: { id } }, signal }),
  );

export const hairdresserDeletionInfoQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({
    ...endpointQuery(hairdresserKeys.deletionInfo(id), (signal) =>
      client.GET('/hairdressers/{id}/deletion-info', { params: { path: { id } }, signal }),
    ),
    staleTime: 0,
  });

export const hairdresserAvailabilityQueryOptions = (
  client: ApiClient,
  id: number,
  from: string,
  to: string,
) =>
  endpointQuery(hairdresserKeys.availability(id, from, to), (signal) =>
    client.GET('/hairdressers/{id}/availability', {
      params: { path: { id }, query: { from, to } },
      signal,
    }),
  );

/**
 * Operators appear in every calendar (columns, colours, working hours): a change to one
 * refreshes the operator lists, every calendar and the availability answers.
 */
async function afterHairdresserChange(queryClient: QueryClient, updated?: Hairdresser) {
  if (updated) queryClient.setQueryData(hairdresserKeys.detail(updated.id), updated);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['hairdressers', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
    invalidateAllCalendars(queryClient),
  ]);
}

/** The onSuccess of every mutation that answers with the operator. */
const refreshOperator = (
  operator: Hairdresser,
  _variables: unknown,
  _onMutateResult: unknown,
  { client: queryClient }: { client: QueryClient },
) => afterHairdresserChange(queryClient, operator);

export const createHairdresserMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['hairdressers', 'create'],
    mutationFn: (body: Schemas['HairdresserCreateRequest']) =>
      dataOfCall(client.POST('/hairdressers', { body })),
    onSuccess: refreshOperator,
  });

export const updateHairdresserMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['hairdressers', 'update'],
    mutationFn: ({ id, body }: { id: number; body: Schemas['HairdresserUpdateRequest'] }) =>
      dataOfCall(client.PATCH('/hairdressers/{id}', { params: { path: { id } }, body })),
    onSuccess: refreshOperator,
  });

export const updateHairdresserWorkingHoursMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['hairdressers', 'working-hours'],
    mutationFn: ({ id, workingHours }: { id: number; workingHours: string | null }) =>
      dataOfCall(
        client.PATCH('/hairdressers/{id}/working-hours', {
          params: { path: { id } },
          body: { workingHours },
        }),
      ),
    onSuccess: refreshOperator,
  });

export const updateHairdresserServicesMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['hairdressers', 'services'],
    mutationFn: ({ id, serviceIds }: { id: number; serviceIds: number[] }) =>
      dataOfCall(
        client.PATCH('/hairdressers/{id}/services', {
          params: { path: { id } },
          body: { serviceIds },
        }),
      ),
    onSuccess: refreshOperator,
  });

export const updateHairdresserTimeOffMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['hairdressers', 'time-off'],
    mutationFn: ({ id, timeOff }: { id: number; timeOff: Schemas['TimeOffInput'][] }) =>
      dataOfCall(
        client.PATCH('/hairdressers/{id}/time-off', {
          params: { path: { id } },
          body: { timeOff },
        }),
      ),
    onSuccess: refreshOperator,
  });

/** With future appointments: CANCEL them or REASSIGN them to another operator. */
export const deleteHairdresserMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['hairdressers', 'delete'],
    mutationFn: ({
      id,
      ...query
    }: { id: number } & NonNullable<operations['deleteHairdresser']['parameters']['query']>) =>
      dataOfCall(client.DELETE('/hairdressers/{id}', { params: { path: { id }, query } })),
    onSuccess: async (_r, { id }, _m, { client: queryClient }) => {
      queryClient.removeQueries({ queryKey: hairdresserKeys.detail(id) });
      await Promise.all([
        afterHairdresserChange(queryClient),
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
      ]);
    },
  });
