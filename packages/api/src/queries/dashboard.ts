import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOf } from '../client/data-of.ts';
import { callbacksPollMs, conversationPollMs, dashboardRefreshMs } from '../constants.ts';
import type { components } from '../generated/schema.d.ts';
import { appointmentKeys } from './appointments.ts';

type Schemas = components['schemas'];

export const dashboardKeys = {
  all: ['dashboard'] as const,
  conversation: (id: number) => ['dashboard', 'conversations', id, 'messages'] as const,
  callbacks: () => ['dashboard', 'callbacks'] as const,
};

/**
 * Messages of a conversation, polled every 3 s. Polling runs only while the dialog is visible:
 * the dialog passes `enabled` (it starts after conversationStartDelayOnOpenMs or
 * conversationStartDelayOnShowMs) and closing it stops the polling (SPEC.md §4).
 */
export const conversationQueryOptions = (client: ApiClient, id: number, enabled = true) =>
  queryOptions({
    queryKey: dashboardKeys.conversation(id),
    queryFn: async ({ signal }) =>
      dataOf(
        await client.GET('/dashboard/conversations/{id}/messages', {
          params: { path: { id } },
          signal,
        }),
      ),
    enabled,
    refetchInterval: enabled ? conversationPollMs : false,
    refetchIntervalInBackground: false,
  });

/** Assistance requests (clients to call back), polled every 60 s. */
export const callbacksQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: dashboardKeys.callbacks(),
    queryFn: async ({ signal }) => dataOf(await client.GET('/dashboard/callbacks', { signal })),
    refetchInterval: callbacksPollMs,
  });

/** Today's recent bookings, refreshed with the dashboard, newest first for display. */
export const recentAppointmentsQueryOptions = (
  client: ApiClient,
  params: { hours?: number; limit?: number } = {},
) =>
  queryOptions({
    queryKey: appointmentKeys.recent(params),
    queryFn: async ({ signal }) =>
      dataOf(await client.GET('/appointments/recent', { params: { query: params }, signal })),
    refetchInterval: dashboardRefreshMs,
    select: (list) => [...list].reverse(),
  });

export const sendWhatsAppMessageMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['dashboard', 'whatsapp', 'send'],
    mutationFn: async (body: Schemas['SendWhatsAppMessageRequest']) =>
      dataOf(await client.POST('/dashboard/whatsapp/send-message', { body })),
    onSuccess: (_r, { conversationId }, _m, { client: queryClient }) =>
      conversationId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: dashboardKeys.conversation(conversationId) }),
  });

/** Resolving an assistance request closes the dialog; lists of callbacks are refreshed. */
export const resolveCallbackMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['dashboard', 'callbacks', 'resolve'],
    mutationFn: async ({ id, notes }: { id: number; notes?: string }) =>
      dataOf(
        await client.POST('/dashboard/callbacks/{id}/resolve', {
          params: { path: { id } },
          body: notes === undefined ? {} : { notes },
        }),
      ),
    onSuccess: async (_r, _v, _m, { client: queryClient }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.callbacks() }),
        queryClient.invalidateQueries({ queryKey: ['clients', 'to-callback'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'conversations'] }),
      ]);
    },
  });
