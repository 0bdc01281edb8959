import { MANUAL_SOURCE } from '@agendina/scheduling';
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOfCall } from '../client/data-of.ts';
import { endpointQuery } from './endpoint-query.ts';
import { multiOperatorMaxAlternatives } from '../constants.ts';
import type {
  MultiOperatorCreateRequest,
  ScheduleSearchRequest,
  operations,
} from '@agendina/contract';
import { afterAppointmentChange } from './appointments.ts';
import { touchesOf } from './calendar-keys.ts';

type AlternativesQuery = NonNullable<
  operations['findMultiOperatorAlternatives']['parameters']['query']
>;

/** Answers that depend on the bookings live under ['availability']: any booking change refreshes them. */
export const multiOperatorKeys = {
  multiServiceAvailability: (body: ScheduleSearchRequest) =>
    ['availability', 'multi-service', body] as const,
  validation: (body: MultiOperatorCreateRequest) =>
    ['availability', 'multi-operator', 'validate', body] as const,
  alternatives: (body: MultiOperatorCreateRequest, query: AlternativesQuery) =>
    ['availability', 'multi-operator', 'alternatives', body, query] as const,
};

export const multiServiceAvailabilityQueryOptions = (
  client: ApiClient,
  body: ScheduleSearchRequest,
) =>
  endpointQuery(multiOperatorKeys.multiServiceAvailability(body), (signal) =>
    client.POST('/appointments/multi-service-availability', { body, signal }),
  );

/** The server's run of the same timeline checks as the wizard (step 3). */
export const validateMultiOperatorQueryOptions = (
  client: ApiClient,
  body: MultiOperatorCreateRequest,
) =>
  endpointQuery(multiOperatorKeys.validation(body), (signal) =>
    client.POST('/appointments/multi-operator/validate', { body, signal }),
  );

/** Placements of the whole plan; `excludeVisitOf` when the plan edits a booked visit. */
export const multiOperatorAlternativesQueryOptions = (
  client: ApiClient,
  body: MultiOperatorCreateRequest,
  query: AlternativesQuery = {},
) => {
  const withDefaults = { maxAlternatives: multiOperatorMaxAlternatives, ...query };
  return endpointQuery(multiOperatorKeys.alternatives(body, withDefaults), (signal) =>
    client.POST('/appointments/multi-operator/alternatives', {
      params: { query: withDefaults },
      body,
      signal,
    }),
  );
};

/**
 * The wizard's 'Crea Appuntamento': MANUAL source; refreshes the calendars of its days only.
 * `idempotencyKey` (one per booking, sent again on each retry of it) makes the server answer a
 * repeated request with the first one's booking instead of booking twice.
 */
export const createMultiOperatorAppointmentMutation = (
  client: ApiClient,
  idempotencyKey?: string,
) =>
  mutationOptions({
    mutationKey: ['appointments', 'multi-operator', 'create'],
    mutationFn: (body: MultiOperatorCreateRequest) =>
      dataOfCall(
        client.POST('/appointments/multi-operator', {
          ...(idempotencyKey === undefined
            ? {}
            : { params: { header: { 'Idempotency-Key': idempotencyKey } } }),
          body: { source: MANUAL_SOURCE, ...body },
        }),
      ),
    onSuccess: (created, _body, _r, { client: queryClient }) =>
      afterAppointmentChange(queryClient, created.appointments.flatMap(touchesOf)),
  });
