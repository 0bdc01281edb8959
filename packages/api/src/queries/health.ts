import type { ApiClient } from '../client/create-api-client.ts';
import { endpointQuery } from './endpoint-query.ts';

export const healthQueryOptions = (client: ApiClient) =>
  endpointQuery(['health'] as const, (signal) => client.GET('/health', { signal }));
