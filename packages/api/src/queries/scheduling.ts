import type { ApiClient } from '../client/create-api-client.ts';
import { endpointQuery } from './endpoint-query.ts';
import type { operations } from '@agendina/contract';
import type { MultiOperatorCreateRequest, ScheduleSearchRequest } from '@agendina/contract';

type Query<K extends keyof operations> = NonNullable<operations[K]['parameters']['query']>;

/** Placement answers depend on bookings (under 'availability'); order and gap rules do not. */
export const schedulingKeys = {
  optimalSchedule: (body: ScheduleSearchRequest) =>
    ['availability', 'optimal-schedule', body] as const,
  suggestions: (body: ScheduleSearchRequest) =>
    ['availability', 'suggest-optimal-times', body] as const,
  conflicts: (body: MultiOperatorCreateRequest) =>
    ['availability', 'analyze-conflicts', body] as const,
  recommendedOrder: (serviceIds: readonly number[]) =>
    ['scheduling', 'recommended-order', serviceIds] as const,
  gap: (query: Query<'calculateGap'>) => ['scheduling', 'gap', query] as const,
  analytics: (query: Query<'getSchedulingAnalytics'>) =>
    ['scheduling', 'analytics', query] as const,
};

export const optimalScheduleQueryOptions = (client: ApiClient, body: ScheduleSearchRequest) =>
  endpointQuery(schedulingKeys.optimalSchedule(body), (signal) =>
    client.POST('/appointments/optimal-schedule', { body, signal }),
  );

export const suggestOptimalTimesQueryOptions = (client: ApiClient, body: ScheduleSearchRequest) =>
  endpointQuery(schedulingKeys.suggestions(body), (signal) =>
    client.POST('/appointments/suggest-optimal-times', { body, signal }),
  );

export const analyzeConflictsQueryOptions = (client: ApiClient, body: MultiOperatorCreateRequest) =>
  endpointQuery(schedulingKeys.conflicts(body), (signal) =>
    client.POST('/appointments/analyze-conflicts', { body, signal }),
  );

export const recommendedOrderQueryOptions = (client: ApiClient, serviceIds: readonly number[]) =>
  endpointQuery(schedulingKeys.recommendedOrder(serviceIds), (signal) =>
    client.POST('/appointments/recommended-order', {
      body: { serviceIds: [...serviceIds] },
      signal,
    }),
  );

export const calculateGapQueryOptions = (client: ApiClient, query: Query<'calculateGap'>) =>
  endpointQuery(schedulingKeys.gap(query), (signal) =>
    client.GET('/appointments/calculate-gap', { params: { query }, signal }),
  );

export const schedulingAnalyticsQueryOptions = (
  client: ApiClient,
  query: Query<'getSchedulingAnalytics'>,
) =>
  endpointQuery(schedulingKeys.analytics(query), (signal) =>
    client.GET('/appointments/analytics/scheduling', { params: { query }, signal }),
  );
