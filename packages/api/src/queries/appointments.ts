import { MANUAL_SOURCE } from '@agendina/scheduling';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { quickViewCacheMs } from '../constants.ts';
import type {
  Appointment,
  AppointmentCreateRequest,
  AppointmentMoveRequest,
  AppointmentStatus,
  AppointmentUpdateRequest,
} from '@agendina/contract';
import { byGroup, byId, cachedTouches } from './appointment-cache.ts';
import { normaliseAppointment, normaliseAppointments } from '../normalise/appointments.ts';
import { appointmentsFromCalendar } from '../normalise/calendar.ts';
import {
  calendarKey,
  invalidateAllCalendars,
  invalidateCalendarsTouching,
  touchesOf,
  type CalendarParams,
  type CalendarTouch,
} from './calendar-keys.ts';

export const appointmentKeys = {
  all: ['appointments'] as const,
  calendar: calendarKey,
  detail: (id: number) => ['appointments', 'detail', id] as const,
  group: (groupId: string) => ['appointments', 'group', groupId] as const,
  recent: (params: { hours?: number; limit?: number } = {}) =>
    ['appointments', 'recent', params] as const,
  byClient: (clientId: number, status: AppointmentStatus | null = null) =>
    ['appointments', 'client', clientId, { status }] as const,
};

/**
 * After any appointment change: exactly the calendars showing the touched days, plus the lists
 * that are not by date (recent bookings, the paged search, a client's history), every availability answer and
 * the scheduling analytics.
 */
export async function afterAppointmentChange(
  queryClient: QueryClient,
  touches: readonly CalendarTouch[],
): Promise<void> {
  await Promise.all([
    invalidateCalendarsTouching(queryClient, touches),
    queryClient.invalidateQueries({ queryKey: ['appointments', 'recent'] }),
    queryClient.invalidateQueries({ queryKey: ['appointments', 'search'] }),
    queryClient.invalidateQueries({ queryKey: ['appointments', 'client'] }),
    queryClient.invalidateQueries({ queryKey: ['availability'] }),
    queryClient.invalidateQueries({ queryKey: ['scheduling', 'analytics'] }),
  ]);
}

/**
 * GET /appointments/calendar (day: the day to the next; week: Monday-based; month: 1st to last).
 * Screens read its appointments normalised (SPEC.md §3's aliases, in `select`); the cache keeps
 * the server's answer, which loaders and cache updates see.
 */
export const calendarQueryOptions = (client: ApiClient, params: CalendarParams) =>
  queryOptions({
    ...calendarEndpoint(client, params),
    select: appointmentsFromCalendar,
  });

const calendarEndpoint = (client: ApiClient, params: CalendarParams) =>
  endpointQuery(calendarKey(params), (signal) => {
    const { from, to, hairdresserId, status } = params;
    const query = {
      from,
      to,
      ...(hairdresserId != null ? { hairdresserId } : {}),
      ...(status != null ? { status } : {}),
    };
    return client.GET('/appointments/calendar', { params: { query }, signal });
  });

/** The quick view's calendar: same key (so changes invalidate it), kept 5 minutes per range. */
export const quickViewCalendarQueryOptions = (client: ApiClient, params: CalendarParams) =>
  queryOptions({
    ...calendarQueryOptions(client, params),
    staleTime: quickViewCacheMs,
    gcTime: quickViewCacheMs,
  });

/** One appointment, normalised for the screens (null when it has nothing to draw). */
export const appointmentQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({
    ...endpointQuery(appointmentKeys.detail(id), (signal) =>
      client.GET('/appointments/{id}', { params: { path: { id } }, signal }),
    ),
    select: normaliseOneAppointment,
  });

// Not normaliseAppointment itself: `select` would pass it nothing else, but a stable one-argument
// function keeps TanStack Query's memo of the selected value.
const normaliseOneAppointment = (raw: Appointment) => normaliseAppointment(raw);

export const appointmentGroupQueryOptions = (client: ApiClient, groupId: string) =>
  queryOptions({
    ...endpointQuery(appointmentKeys.group(groupId), (signal) =>
      client.GET('/appointments/group/{id}', { params: { path: { id: groupId } }, signal }),
    ),
    select: normalisedGroup,
  });

/** Sorted by service order (SPEC.md §4 "Groups"), then normalised for the screens. */
const normalisedGroup = (group: readonly Appointment[]) =>
  normaliseAppointments(
    [...group].sort(
      (a, b) => (a.serviceOrder ?? a.service_order ?? 0) - (b.serviceOrder ?? b.service_order ?? 0),
    ),
  );

/** A client's appointments, normalised for the screens (SPEC.md §3's aliases). */
export const clientAppointmentsQueryOptions = (
  client: ApiClient,
  clientId: number,
  status: AppointmentStatus | null = null,
) =>
  queryOptions({
    ...endpointQuery(appointmentKeys.byClient(clientId, status), (signal) =>
      client.GET('/appointments/clients/{id}', {
        params: { path: { id: clientId }, query: status ? { status } : {} },
        signal,
      }),
    ),
    select: normaliseAppointments,
  });

export const createAppointmentMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'create'],
    mutationFn: (body: AppointmentCreateRequest) =>
      dataOfCall(client.POST('/appointments', { body: { source: MANUAL_SOURCE, ...body } })),
    onSuccess: (created, _body, _before, { client: queryClient }) =>
      afterAppointmentChange(queryClient, touchesOf(created)),
  });

/** PATCH /appointments/{id}: edit or move; both the old and the new days are refreshed. */
export const updateAppointmentMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'update'],
    onMutate: ({ id }: { id: number; body: AppointmentUpdateRequest }, { client: queryClient }) =>
      cachedTouches(queryClient, byId(id)),
    mutationFn: ({ id, body }: { id: number; body: AppointmentUpdateRequest }) =>
      dataOfCall(client.PATCH('/appointments/{id}', { params: { path: { id } }, body })),
    onSuccess: async (updated, { id }, before, { client: queryClient }) => {
      queryClient.setQueryData(appointmentKeys.detail(id), updated);
      await Promise.all([
        afterAppointmentChange(queryClient, [...(before ?? []), ...touchesOf(updated)]),
        updated.appointmentGroupId
          ? queryClient.invalidateQueries({
              queryKey: appointmentKeys.group(updated.appointmentGroupId),
            })
          : undefined,
      ]);
    },
  });

/** What a move needs: the appointment, its group (the whole group moves) and the request. */
export interface MoveAppointmentVariables {
  id: number;
  groupId?: string | null | undefined;
  body: AppointmentMoveRequest;
}

/**
 * POST /appointments/{id}/move (drag and drop, "Sposta", and their undo): the days it leaves and
 * the days it lands on are refreshed; a refusal refreshes the days it was on too, so a block
 * that someone else changed shows where it really is.
 */
export const moveAppointmentMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'move'],
    onMutate: ({ id, groupId }: MoveAppointmentVariables, { client: queryClient }) =>
      cachedTouches(queryClient, groupId ? byGroup(groupId) : byId(id)),
    mutationFn: ({ id, body }: MoveAppointmentVariables) =>
      dataOfCall(client.POST('/appointments/{id}/move', { params: { path: { id } }, body })),
    onSuccess: async (moved, { groupId }, before, { client: queryClient }) => {
      // A group member's answer lacks the detail's groupAppointments: refetch, never overwrite.
      await Promise.all([
        ...moved.map((a) =>
          queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(a.id) }),
        ),
        afterAppointmentChange(queryClient, [...(before ?? []), ...moved.flatMap(touchesOf)]),
        groupId
          ? queryClient.invalidateQueries({ queryKey: appointmentKeys.group(groupId) })
          : undefined,
      ]);
    },
    onError: (_error, _vars, before, { client: queryClient }) =>
      afterAppointmentChange(queryClient, before ?? []),
  });

export const deleteAppointmentMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'delete'],
    onMutate: (id: number, { client: queryClient }) => cachedTouches(queryClient, byId(id)),
    mutationFn: (id: number) =>
      dataOfCall(client.DELETE('/appointments/{id}', { params: { path: { id } } })),
    onSuccess: async (_result, id, before, { client: queryClient }) => {
      queryClient.removeQueries({ queryKey: appointmentKeys.detail(id) });
      await Promise.all([
        afterAppointmentChange(queryClient, before ?? []),
        queryClient.invalidateQueries({ queryKey: ['appointments', 'group'] }),
      ]);
    },
  });

export const updateAppointmentStatusMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'status'],
    mutationFn: ({ id, status }: { id: number; status: AppointmentStatus }) =>
      dataOfCall(
        client.PATCH('/appointments/{id}/status', {
          params: { path: { id } },
          body: { status },
        }),
      ),
    onSuccess: async (updated, { id }, _before, { client: queryClient }) => {
      queryClient.setQueryData(appointmentKeys.detail(id), updated);
      await afterAppointmentChange(queryClient, touchesOf(updated));
    },
  });

/** For a group, a status change applies to the whole group (SPEC.md §4). */
export const updateGroupStatusMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'group-status'],
    mutationFn: ({ groupId, status }: { groupId: string; status: AppointmentStatus }) =>
      dataOfCall(
        client.PUT('/appointments/group/{id}/status', {
          params: { path: { id: groupId } },
          body: { status },
        }),
      ),
    onSuccess: async (group, { groupId }, _before, { client: queryClient }) => {
      queryClient.setQueryData(appointmentKeys.group(groupId), group);
      await afterAppointmentChange(queryClient, group.flatMap(touchesOf));
    },
  });

export const deleteAppointmentGroupMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'group-delete'],
    onMutate: (groupId: string, { client: queryClient }) =>
      cachedTouches(queryClient, byGroup(groupId)),
    mutationFn: (groupId: string) =>
      dataOfCall(client.DELETE('/appointments/group/{id}', { params: { path: { id: groupId } } })),
    onSuccess: async (_result, groupId, before, { client: queryClient }) => {
      queryClient.removeQueries({ queryKey: appointmentKeys.group(groupId) });
      queryClient.removeQueries({
        queryKey: ['appointments', 'detail'],
        predicate: (query) => {
          const data = query.state.data as Appointment | undefined;
          return data !== undefined && byGroup(groupId)(data);
        },
      });
      await afterAppointmentChange(queryClient, before ?? []);
    },
  });

/** PATCH /appointments/bulk/complete-expired: days unknown, so every calendar is refreshed. */
export const completeExpiredAppointmentsMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'complete-expired'],
    mutationFn: () => dataOfCall(client.PATCH('/appointments/bulk/complete-expired')),
    onSuccess: async (_result, _vars, _before, { client: queryClient }) => {
      await Promise.all([
        invalidateAllCalendars(queryClient),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
      ]);
    },
  });
