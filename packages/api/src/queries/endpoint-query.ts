import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { dataOfCall, type ApiResult } from '../client/data-of.ts';

/**
 * The queryOptions of one endpoint: this project's own query key (invalidation relies on it)
 * and a call of the typed client, given the query's signal so TanStack Query can cancel it.
 * The data type is the one openapi-fetch infers for that path.
 */
export const endpointQuery = <TKey extends QueryKey, T>(
  queryKey: TKey,
  request: (signal: AbortSignal) => Promise<ApiResult<T>>,
) => queryOptions({ queryKey, queryFn: ({ signal }) => dataOfCall(request(signal)) });
