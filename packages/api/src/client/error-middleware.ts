import type { Middleware } from 'openapi-fetch';
import { ApiError, parseErrorBody } from '../errors/api-error.ts';

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/** A failure without an answer, as an ApiError (cancellations are left as they are). */
export function toNetworkError(error: unknown, request: Request): unknown {
  if (error instanceof ApiError || isAbort(error)) return error;
  return new ApiError({ kind: 'network', cause: error, method: request.method, url: request.url });
}

/** The ApiError of a non-2xx answer, with its ErrorBody parsed. */
export async function toHttpError(response: Response, request: Request): Promise<ApiError> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return new ApiError({
    kind: 'http',
    status: response.status,
    body: parseErrorBody(text),
    method: request.method,
    url: request.url,
  });
}

/**
 * Every non-2xx answer and every network failure rejects the call with an ApiError, thrown from
 * onResponse / onError as openapi-fetch's docs suggest, so TanStack Query's `error` is set and
 * `data` is always defined when the call resolves. Register it FIRST: openapi-fetch runs
 * onResponse in reverse order, so it sees the answer after the auth middleware's retry.
 */
export const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (!response.ok) throw await toHttpError(response, request);
    return undefined;
  },
  onError({ error, request }) {
    const mapped = toNetworkError(error, request);
    return mapped instanceof Error ? mapped : undefined;
  },
};
