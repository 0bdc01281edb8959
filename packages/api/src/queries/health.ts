import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.ts';

export const healthQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['health'] as const,
    queryFn: async ({ signal }) => {
      const { data, error } = await client.GET('/health', { signal });
      if (error || !data) throw new Error('Servizio non raggiungibile');
      return data;
    },
  });
