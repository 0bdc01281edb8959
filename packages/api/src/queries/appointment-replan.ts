import { mutationOptions } from '@tanstack/react-query';
import type { AppointmentReplanRequest } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { byGroup, byId, cachedTouches } from './appointment-cache.ts';
import { afterAppointmentChange } from './appointments.ts';
import { touchesOf } from './calendar-keys.ts';

/** What an edit needs: the edited appointment, its group (the whole visit changes) and the plan. */
export interface ReplanAppointmentVariables {
  id: number;
  groupId?: string | null | undefined;
  body: AppointmentReplanRequest;
}

/**
 * PUT /appointments/{id}/plan (the wizard's edit mode): the days the visit leaves and lands on
 * are refreshed, and every detail and group, since members may have been added or removed.
 * A refusal refreshes the days it was on too, so a visit someone else changed shows as it is.
 */
export const replanAppointmentMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['appointments', 'replan'],
    onMutate: ({ id, groupId }: ReplanAppointmentVariables, { client: queryClient }) =>
      cachedTouches(queryClient, groupId ? byGroup(groupId) : byId(id)),
    mutationFn: ({ id, body }: ReplanAppointmentVariables) =>
      dataOfCall(client.PUT('/appointments/{id}/plan', { params: { path: { id } }, body })),
    onSuccess: async (visit, _vars, before, { client: queryClient }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['appointments', 'group'] }),
        afterAppointmentChange(queryClient, [...(before ?? []), ...visit.flatMap(touchesOf)]),
      ]);
    },
    onError: (_error, _vars, before, { client: queryClient }) =>
      afterAppointmentChange(queryClient, before ?? []),
  });
