import { phoneSearchDigits } from '@agendina/scheduling';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { clientFetchSize, clientSearchResultLimit } from '../constants.ts';
import type { components } from '@agendina/contract';
import type { Client, ClientInput } from '@agendina/contract';
import { invalidateAllCalendars } from './calendar-keys.ts';

export const clientKeys = {
  all: ['clients'] as const,
  list: (name: string | null = null) =>
    ['clients', 'list', { size: clientFetchSize, name }] as const,
  detail: (id: number) => ['clients', 'detail', id] as const,
  toCallback: () => ['clients', 'to-callback'] as const,
  preferences: (id: number) => ['clients', 'preferences', id] as const,
};

/**
 * GET /clients?page=0&size=1000&sort=name (optionally &name=): the archive the client search
 * filters locally (SPEC.md §7). Select gives the page's content.
 */
export const clientsQueryOptions = (client: ApiClient, name: string | null = null) =>
  queryOptions({
    ...endpointQuery(clientKeys.list(name), (signal) =>
      client.GET('/clients', {
        params: {
          query: { page: 0, size: clientFetchSize, sort: 'name', ...(name ? { name } : {}) },
        },
        signal,
      }),
    ),
    select: (page) => page.content,
  });

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The client search of SPEC.md §7: by name, by phone digits (when the term looks like a number:
 * '347 123' finds '+393471234567') or by e-mail; the first 10 are shown. Pure.
 */
export function filterClients<T extends Pick<Client, 'name' | 'phoneNumber' | 'email'>>(
  clients: readonly T[],
  term: string,
  limit: number = clientSearchResultLimit,
): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return clients.slice(0, limit);
  const phoneNeedle = phoneSearchDigits(needle);
  return clients
    .filter(
      (c) =>
        c.name.toLowerCase().includes(needle) ||
        (phoneNeedle !== null &&
          c.phoneNumber != null &&
          digits(c.phoneNumber).includes(phoneNeedle)) ||
        (c.email != null && c.email.toLowerCase().includes(needle)),
    )
    .slice(0, limit);
}

export const clientQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(clientKeys.detail(id), (signal) =>
    client.GET('/clients/{id}', { params: { path: { id } }, signal }),
  );

export const clientsToCallbackQueryOptions = (client: ApiClient) =>
  endpointQuery(clientKeys.toCallback(), (signal) =>
    client.GET('/clients/to-callback', { signal }),
  );

/** Duplicate phone answers 409 DUPLICATE_PHONE_NUMBER ('Numero di telefono duplicato'). */
export const createClientMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['clients', 'create'],
    mutationFn: (body: ClientInput) => dataOfCall(client.POST('/clients', { body })),
    onSuccess: async (created, _body, _r, { client: queryClient }) => {
      queryClient.setQueryData(clientKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
    },
  });

/** A renamed client shows in calendars: those are refreshed too. */
export const updateClientMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['clients', 'update'],
    mutationFn: ({ id, body }: { id: number; body: ClientInput }) =>
      dataOfCall(client.PUT('/clients/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated, { id }, _r, { client: queryClient }) => {
      queryClient.setQueryData(clientKeys.detail(id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients', 'list'] }),
        queryClient.invalidateQueries({ queryKey: clientKeys.toCallback() }),
        invalidateAllCalendars(queryClient),
      ]);
    },
  });

export const deleteClientMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['clients', 'delete'],
    mutationFn: (id: number) =>
      dataOfCall(client.DELETE('/clients/{id}', { params: { path: { id } } })),
    onSuccess: async (_r, id, _m, { client: queryClient }) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        invalidateAllCalendars(queryClient),
      ]);
    },
  });

export const clientSchedulingPreferencesQueryOptions = (client: ApiClient, id: number) =>
  endpointQuery(clientKeys.preferences(id), (signal) =>
    client.GET('/clients/{id}/scheduling-preferences', {
      params: { path: { id } },
      signal,
    }),
  );

export const updateClientSchedulingPreferencesMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['clients', 'preferences', 'update'],
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: components['schemas']['SchedulingPreferencesInput'];
    }) =>
      dataOfCall(
        client.PUT('/clients/{id}/scheduling-preferences', {
          params: { path: { id } },
          body,
        }),
      ),
    onSuccess: (preferences, { id }, _r, { client: queryClient }) =>
      queryClient.setQueryData(clientKeys.preferences(id), preferences),
  });
