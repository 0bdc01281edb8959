import { isApiError } from '../errors/api-error.ts';

/** Attempts after the first one for a failure worth retrying. */
export const maxQueryRetries = 2;

/**
 * TanStack Query's `retry` for the app's QueryClient: a network failure or a 5xx may pass, so it
 * is retried (twice); a 4xx, a blocked expired session or a programming error will not, so it
 * fails at once and the screen shows the catalogue's message.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxQueryRetries || !isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}
