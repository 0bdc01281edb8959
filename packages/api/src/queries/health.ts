import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';
import { dataOf } from '../client/data-of.ts';

export const healthQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: async ({ signal }) => dataOf(await client.GET('/health', { signal })),
  });
