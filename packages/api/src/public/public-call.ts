// What the public pages' calls share (the booking page, the waitlist's claim link): no session,
// the visitor's address forwarded, and a result instead of a rejection, since a refusal is part
// of the page (shown with the server's Italian message).
import type { ApiClientOptions } from '../client/create-api-client.ts';
import { dataOf } from '../client/data-of.ts';
import { isApiError } from '../errors/api-error.ts';
import { describeError } from '../errors/catalogue.ts';

export type PublicCallResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The HTTP status, or 0 when the server could not be reached. */
      status: number;
      code: string | null;
      /** One Italian sentence: the server's own, or the catalogue's for the network. */
      message: string;
      /** The server's details: a message per field (400), the free times of a 409. */
      errors: Readonly<Record<string, string>>;
    };

export interface PublicCallOptions extends Pick<ApiClientOptions, 'baseUrl' | 'fetch'> {
  /**
   * The visitor's address, sent as X-Forwarded-For: the web server renders the page for its
   * visitors, and the API (with TRUST_PROXY) counts each visitor's rate limits, not the server's.
   */
  forwardedFor?: string;
}

export const visitorHeaders = (options: PublicCallOptions) =>
  options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : undefined;

/** The call's data, or its refusal as the page shows it. */
export async function settle<T>(
  call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<PublicCallResult<T>> {
  try {
    return { ok: true, data: dataOf(await call()) };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http') {
      const errors = error.body?.errors;
      return {
        ok: false,
        status: error.status ?? 0,
        code: error.body?.code ?? null,
        message: error.body?.message ?? describeError(error).message,
        errors: errors && !Array.isArray(errors) ? (errors as Record<string, string>) : {},
      };
    }
    const { title, message } = describeError(error);
    return { ok: false, status: 0, code: null, message: `${title}: ${message}`, errors: {} };
  }
}
