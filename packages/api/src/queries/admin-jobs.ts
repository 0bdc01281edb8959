import { mutationOptions } from '@tanstack/react-query';
import type { JobState, components } from '@agendina/contract';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';

export type AdminJob = components['schemas']['AdminJob'];

export const adminJobKeys = {
  all: ['admin', 'jobs'] as const,
  list: (state: JobState) => ['admin', 'jobs', state] as const,
};

/** The background jobs in `state` (the dead letters by default), most recently changed first. */
export const adminJobsQueryOptions = (client: ApiClient, state: JobState = 'DEAD') =>
  endpointQuery(adminJobKeys.list(state), (signal) =>
    client.GET('/admin/jobs', { params: { query: { state } }, signal }),
  );

/** "Riprova": the job runs again now; every list of jobs is read again (it left DEAD). */
export const retryAdminJobMutation = (client: ApiClient) =>
  mutationOptions({
    mutationKey: ['admin', 'jobs', 'retry'],
    mutationFn: (id: number) =>
      dataOfCall(client.POST('/admin/jobs/{id}/retry', { params: { path: { id } } })),
    onSuccess: (_job, _id, _r, { client: queryClient }) =>
      queryClient.invalidateQueries({ queryKey: adminJobKeys.all }),
  });
