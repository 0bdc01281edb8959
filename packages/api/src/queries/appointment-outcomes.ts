import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Appointment,
  AppointmentCancelRequest,
  AppointmentSource,
  AppointmentStatus,
} from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { afterAppointmentChange, appointmentKeys } from './appointments.ts';
import { touchesOf } from './calendar-keys.ts';
import { clientKeys } from './clients.ts';
import { endpointQuery } from './endpoint-query.ts';
import { normaliseAppointments } from '../normalise/appointments.ts';

/** The filters and page of GET /appointments/search (/gestione-appuntamenti). */
export interface AppointmentSearchParams {
  from: string;
  to: string;
  hairdresserId?: number | null;
  status?: AppointmentStatus | null;
  source?: AppointmentSource | null;
  q?: string | null;
  page?: number;
  size?: number;
}

/** The page size of /gestione-appuntamenti. */
export const appointmentSearchPageSize = 25;

export const appointmentSearchKey = (params: AppointmentSearchParams) =>
  ['appointments', 'search', params] as const;

/** GET /appointments/search: one page of the filtered list, with the total. */
export const appointmentSearchQueryOptions = (client: ApiClient, params: AppointmentSearchParams) =>
  queryOptions({
    ...searchEndpoint(client, params),
    select: normalisedPage,
  });

/** The page with its appointments normalised (SPEC.md §3's aliases), for the screens. */
const normalisedPage = <P extends { content: readonly unknown[] }>(page: P) => ({
  ...page,
  content: normaliseAppointments(page.content),
});

const searchEndpoint = (client: ApiClient, params: AppointmentSearchParams) =>
  endpointQuery(appointmentSearchKey(params), (signal) => {
    const { from, to, hairdresserId, status, source, q, page, size } = params;
    const query = {
      from,
      to,
      ...(hairdresserId != null ? { hairdresserId } : {}),
      ...(status != null ? { status } : {}),
      ...(source != null ? { source } : {}),
      ...(q ? { q } : {}),
      page: page ?? 0,
      size: size ?? appointmentSearchPageSize,
    };
    return client.GET('/appointments/search', { params: { query }, signal });
  });

/**
 * After a cancel or a no-show: the visit's detail and group, the calendars of its days, the
 * lists, and the client card (its no-show count).
 */
async function afterOutcome(queryClient: QueryClient, visit: Appointment): Promise<void> {
  queryClient.setQueryData(appointmentKeys.detail(visit.id), visit);
  const group = visit.groupAppointments ?? [visit];
  if (visit.appointmentGroupId)
    queryClient.setQueryData(appointmentKeys.group(visit.appointmentGroupId), group);
  await Promise.all([
    afterAppointmentChange(queryClient, group.flatMap(touchesOf)),
    queryClient.invalidateQueries({ queryKey: clientKeys.detail(visit.clientId) }),
  ]);
}

/** POST /appointments/{id}/cancel: the whole group, with the reason and the optional note. */
export const cancelAppointmentMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'cancel'],
    mutationFn: ({ id, body }: { id: number; body: AppointmentCancelRequest }) =>
      dataOfCall(client.POST('/appointments/{id}/cancel', { params: { path: { id } }, body })),
    onSuccess: (visit, _vars, _before, { client: queryClient }) => afterOutcome(queryClient, visit),
  });

/** POST /appointments/{id}/no-show ("Segna come non presentato"), whole group. */
export const markNoShowMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'no-show'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/appointments/{id}/no-show', { params: { path: { id } } })),
    onSuccess: (visit, _id, _before, { client: queryClient }) => afterOutcome(queryClient, visit),
  });

/** DELETE /appointments/{id}/no-show ("Annulla non presentato"): back to BOOKED. */
export const undoNoShowMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'undo-no-show'],
    mutationFn: (id: number) =>
      dataOfCall(client.DELETE('/appointments/{id}/no-show', { params: { path: { id } } })),
    onSuccess: (visit, _id, _before, { client: queryClient }) => afterOutcome(queryClient, visit),
  });

/** The online requests waiting for the salon (REQUESTED, issue #34), from today, soonest first. */
export const onlineRequestsParams = (today: string, until: string): AppointmentSearchParams => ({
  from: today,
  to: until,
  status: 'REQUESTED',
  size: 100,
});

/** POST /appointments/{id}/accept: the request (its whole group) becomes BOOKED; the client is told. */
export const acceptAppointmentRequestMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'accept'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/appointments/{id}/accept', { params: { path: { id } } })),
    onSuccess: (visit, _id, _before, { client: queryClient }) => afterOutcome(queryClient, visit),
  });

/** POST /appointments/{id}/decline: the request is CANCELLED, its time free; the client is told. */
export const declineAppointmentRequestMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'decline'],
    mutationFn: ({ id, note }: { id: number; note: string | null }) =>
      dataOfCall(
        client.POST('/appointments/{id}/decline', { params: { path: { id } }, body: { note } }),
      ),
    onSuccess: (visit, _vars, _before, { client: queryClient }) => afterOutcome(queryClient, visit),
  });
