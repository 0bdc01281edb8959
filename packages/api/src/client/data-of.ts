import { ApiError, parseErrorBody } from '../errors/api-error.ts';

/** What an openapi-fetch call resolves to (`client.GET(...)` and the other methods). */
export type ApiResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * The data of a call that resolved. errorMiddleware already rejects every failure; this only
 * narrows openapi-fetch's `data | undefined` and guards a client built without the middleware.
 */
export function dataOf<T>(result: ApiResult<T>): T {
  const { data, error, response } = result;
  if (error !== undefined || !response.ok) {
    throw new ApiError({
      kind: 'http',
      status: response.status,
      body: typeof error === 'string' ? parseErrorBody(error) : (error as ApiError['body']),
      method: undefined,
      url: response.url,
    });
  }
  return data as T;
}

/** The data of a call of the typed client, once it resolves: `dataOf(await call)` in one step. */
export const dataOfCall = async <T>(call: Promise<ApiResult<T>>): Promise<T> => dataOf(await call);
