import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { components } from '@agendina/contract';
import { invalidateAllCalendars } from './calendar-keys.ts';

type Schemas = components['schemas'];

export const userKeys = {
  all: ['users'] as const,
  me: () => ['users', 'me'] as const,
};

/** GET /users/me: the salon account (opening hours, business type, digital cash access). */
export const currentUserQueryOptions = (client: ApiClient) =>
  endpointQuery(userKeys.me(), (signal) => client.GET('/users/me', { signal }));

export const updateCurrentUserMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['users', 'me', 'update'],
    mutationFn: (body: Schemas['UpdateCurrentUserRequest']) =>
      dataOfCall(client.PATCH('/users/me', { body })),
    onSuccess: (user, _body, _r, { client: queryClient }) =>
      queryClient.setQueryData(userKeys.me(), user),
  });

/** Opening hours change which days are open: calendars are refreshed too. */
export const updateOpeningHoursMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['users', 'me', 'opening-hours'],
    mutationFn: (openingHours: string) =>
      dataOfCall(client.PATCH('/users/me/opening-hours', { body: { openingHours } })),
    onSuccess: async (user, _hours, _r, { client: queryClient }) => {
      queryClient.setQueryData(userKeys.me(), user);
      await invalidateAllCalendars(queryClient);
    },
  });

/** DELETE /users/me: deactivates the account; the cache goes with it. */
export const deactivateCurrentUserMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['users', 'me', 'deactivate'],
    mutationFn: () => dataOfCall(client.DELETE('/users/me')),
    onSuccess: (_d, _v, _r, { client: queryClient }) => queryClient.clear(),
  });
