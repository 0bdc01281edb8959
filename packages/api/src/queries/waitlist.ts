// The waitlist as the staff see it (issue #35, /gestione-appuntamenti › «Lista d'attesa»): the
// line, a time offered by hand, a client taken off. The public side (join, claim) is the booking
// page's.
import { mutationOptions } from '@tanstack/react-query';
import type { components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

export const waitlistKeys = { all: ['waitlist'] as const };

/** GET /waitlist: WAITING and OFFERED first, in line order, then the latest others. */
export const waitlistQueryOptions = (client: ApiClient) =>
  endpointQuery(waitlistKeys.all, (signal) => client.GET('/waitlist', { signal }));

/** The waitlist entry's id, and the day and time offered. */
export type OfferWaitlistTimeVariables = components['schemas']['WaitlistOfferRequest'] & {
  id: number;
};

/** POST /waitlist/{id}/offer: the client gets the claim link for this time at once. */
export const offerWaitlistTimeMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['waitlist', 'offer'],
    mutationFn: ({ id, date, time }: OfferWaitlistTimeVariables) =>
      dataOfCall(
        client.POST('/waitlist/{id}/offer', { params: { path: { id } }, body: { date, time } }),
      ),
    onSuccess: (_entry, _vars, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });

/** DELETE /waitlist/{id} («Togli dalla lista»): an offer still out is withdrawn with it. */
export const removeWaitlistEntryMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['waitlist', 'remove'],
    mutationFn: (id: number) =>
      dataOfCall(client.DELETE('/waitlist/{id}', { params: { path: { id } } })),
    onSuccess: (_entry, _id, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
