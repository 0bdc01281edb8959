import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOf } from '../client/data-of.ts';
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
  queryOptions({
    queryKey: schedulingKeys.optimalSchedule(body),
    queryFn: async ({ signal }) =>
      dataOf(await client.POST('/appointments/optimal-schedule', { body, signal })),
  });

export const suggestOptimalTimesQueryOptions = (client: ApiClient, body: ScheduleSearchRequest) =>
  queryOptions({
    queryKey: schedulingKeys.suggestions(body),
    queryFn: async ({ signal }) =>
      dataOf(await client.POST('/appointments/suggest-optimal-times', { body, signal })),
  });

export const analyzeConflictsQueryOptions = (client: ApiClient, body: MultiOperatorCreateRequest) =>
  queryOptions({
    queryKey: schedulingKeys.conflicts(body),
    queryFn: async ({ signal }) =>
      dataOf(await client.POST('/appointments/analyze-conflicts', { body, signal })),
  });

export const recommendedOrderQueryOptions = (client: ApiClient, serviceIds: readonly number[]) =>
  queryOptions({
    queryKey: schedulingKeys.recommendedOrder(serviceIds),
    queryFn: async ({ signal }) =>
      dataOf(
        await client.POST('/appointments/recommended-order', {
          body: { serviceIds: [...serviceIds] },
          signal,
        }),
      ),
  });

export const calculateGapQueryOptions = (client: ApiClient, query: Query<'calculateGap'>) =>
  queryOptions({
    queryKey: schedulingKeys.gap(query),
    queryFn: async ({ signal }) =>
      dataOf(await client.GET('/appointments/calculate-gap', { params: { query }, signal })),
  });

export const schedulingAnalyticsQueryOptions = (
  client: ApiClient,
  query: Query<'getSchedulingAnalytics'>,
) =>
  queryOptions({
    queryKey: schedulingKeys.analytics(query),
    queryFn: async ({ signal }) =>
      dataOf(await client.GET('/appointments/analytics/scheduling', { params: { query }, signal })),
  });
