import { ApiError, parseErrorBody } from '../errors/api-error.ts';

/**
 * The data of a call that resolved. errorMiddleware already rejects every failure; this only
 * narrows openapi-fetch's `data | undefined` and guards a client built without the middleware.
 */
export function dataOf<T>(result: { data?: T; error?: unknown; response: Response }): T {
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
