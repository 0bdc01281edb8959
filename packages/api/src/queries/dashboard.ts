import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { callbacksPollMs, conversationPollMs, dashboardRefreshMs } from '../constants.ts';
import type { Appointment, components } from '@agendina/contract';
import { appointmentKeys } from './appointments.ts';
import { normaliseAppointments } from '../normalise/appointments.ts';

type Schemas = components['schemas'];

/** Filters of the WhatsApp inbox (GET /dashboard/conversations). */
export interface ConversationListParams {
  /** Client name or phone digits; blank means no filter. */
  q?: string;
  /** Only this client's conversations (the client card's link). */
  clientId?: number;
  /** At most this many conversations (server default 50). */
  size?: number;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  conversation: (id: number) => ['dashboard', 'conversations', id, 'messages'] as const,
  /** Prefix of every inbox list, whatever its filters. */
  conversationLists: () => ['dashboard', 'conversations', 'list'] as const,
  conversations: (params: ConversationListParams = {}) =>
    [
      'dashboard',
      'conversations',
      'list',
      { q: params.q?.trim() || null, clientId: params.clientId ?? null, size: params.size ?? null },
    ] as const,
  callbacks: () => ['dashboard', 'callbacks'] as const,
};

/**
 * The WhatsApp inbox of /comunicazioni: conversations by last message, newest first, with the
 * last message and whether an assistance request is open. Refreshed with the dashboard (60 s),
 * since the assistants add messages on their own; a blank `q` is not sent.
 */
export const conversationsQueryOptions = (client: ApiClient, params: ConversationListParams = {}) =>
  queryOptions({
    ...endpointQuery(dashboardKeys.conversations(params), (signal) => {
      const q = params.q?.trim();
      return client.GET('/dashboard/conversations', {
        params: {
          query: {
            ...(q ? { q } : {}),
            ...(params.clientId === undefined ? {} : { clientId: params.clientId }),
            ...(params.size === undefined ? {} : { size: params.size }),
          },
        },
        signal,
      });
    }),
    refetchInterval: dashboardRefreshMs,
  });

/**
 * Messages of a conversation, polled every 3 s. Polling runs only while the dialog is visible:
 * the dialog passes `enabled` (it starts after conversationStartDelayOnOpenMs or
 * conversationStartDelayOnShowMs) and closing it stops the polling (SPEC.md §4).
 */
export const conversationQueryOptions = (client: ApiClient, id: number, enabled = true) =>
  queryOptions({
    ...endpointQuery(dashboardKeys.conversation(id), (signal) =>
      client.GET('/dashboard/conversations/{id}/messages', {
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
    ...endpointQuery(dashboardKeys.callbacks(), (signal) =>
      client.GET('/dashboard/callbacks', { signal }),
    ),
    refetchInterval: callbacksPollMs,
  });

/** Newest first, normalised for the screens (SPEC.md §3's aliases). */
const newestFirst = (list: readonly Appointment[]) => normaliseAppointments([...list].reverse());

/** Today's recent bookings, refreshed with the dashboard, newest first for display. */
export const recentAppointmentsQueryOptions = (
  client: ApiClient,
  params: { hours?: number; limit?: number } = {},
) =>
  queryOptions({
    ...endpointQuery(appointmentKeys.recent(params), (signal) =>
      client.GET('/appointments/recent', { params: { query: params }, signal }),
    ),
    refetchInterval: dashboardRefreshMs,
    select: newestFirst,
  });

/**
 * GET /dashboard/bookings-today: the day's bookings counted by the server, with no limit. Its key
 * sits under the recent bookings', so every appointment change refreshes both.
 */
export const todayBookingsCountQueryOptions = (client: ApiClient) =>
  queryOptions({
    ...endpointQuery(['appointments', 'recent', 'today-count'] as const, (signal) =>
      client.GET('/dashboard/bookings-today', { signal }),
    ),
    refetchInterval: dashboardRefreshMs,
    select: (answer) => answer.count,
  });

export const sendWhatsAppMessageMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['dashboard', 'whatsapp', 'send'],
    mutationFn: (body: Schemas['SendWhatsAppMessageRequest']) =>
      dataOfCall(client.POST('/dashboard/whatsapp/send-message', { body })),
    onSuccess: async (_r, { conversationId }, _m, { client: queryClient }) => {
      // The inbox shows the last message: a sent one moves its conversation to the top.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.conversationLists() }),
        conversationId === undefined
          ? undefined
          : queryClient.invalidateQueries({ queryKey: dashboardKeys.conversation(conversationId) }),
      ]);
    },
  });

/** Resolving an assistance request closes the dialog; lists of callbacks are refreshed. */
export const resolveCallbackMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['dashboard', 'callbacks', 'resolve'],
    mutationFn: ({ id, notes }: { id: number; notes?: string }) =>
      dataOfCall(
        client.POST('/dashboard/callbacks/{id}/resolve', {
          params: { path: { id } },
          body: notes === undefined ? {} : { notes },
        }),
      ),
    onSuccess: async (_r, _v, _m, { client: queryClient }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.callbacks() }),
        queryClient.invalidateQueries({ queryKey: ['clients', 'to-callback'] }),
        // Every conversation's dialog and the inbox's hasOpenRequest.
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'conversations'] }),
      ]);
    },
  });
