// The calls of a salon's booking page /prenota/{slug} (issue #34), made by the web server that
// renders the page (and later by its island). Each answers a result instead of rejecting: a
// refusal is part of the page (a wrong code, a time just taken, a page turned off), shown with
// the server's Italian message and kept field values. No session: the page has no account.
import type { components } from '@agendina/contract';
import { createApiClient, type ApiClientOptions } from '../client/create-api-client.ts';
import { dataOf } from '../client/data-of.ts';
import { isApiError } from '../errors/api-error.ts';
import { describeError } from '../errors/catalogue.ts';

type Schemas = components['schemas'];

export type BookingCallResult<T> =
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

/** The choice the page asks about: services (ids), an operator or none («Nessuna preferenza»). */
export interface BookingChoice {
  serviceIds: readonly number[];
  operatorId: number | null;
}

export interface BookingPageCallOptions extends Pick<ApiClientOptions, 'baseUrl' | 'fetch'> {
  /**
   * The visitor's address, sent as X-Forwarded-For: the server renders the page for its
   * visitors, and the API (with TRUST_PROXY) counts each visitor's rate limits, not the server's.
   */
  forwardedFor?: string;
}

async function settle<T>(
  call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<BookingCallResult<T>> {
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
    return {
      ok: false,
      status: 0,
      code: null,
      message: `${title}: ${message}`,
      errors: {},
    } as const;
  }
}

const choiceQuery = (choice: BookingChoice) => ({
  services: choice.serviceIds.join(','),
  ...(choice.operatorId === null ? {} : { operator: choice.operatorId }),
});

/** The six calls of the booking page, bound to one API address and one visitor. */
export function bookingPageCalls(options: BookingPageCallOptions) {
  const headers = options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : undefined;
  const client = createApiClient(options);
  const path = (slug: string) => ({ path: { slug } });
  return {
    page: (slug: string) =>
      settle(() => client.GET('/public/booking/{slug}', { params: path(slug), headers })),
    days: (slug: string, choice: BookingChoice) =>
      settle(() =>
        client.GET('/public/booking/{slug}/days', {
          params: { ...path(slug), query: choiceQuery(choice) },
          headers,
        }),
      ),
    times: (slug: string, choice: BookingChoice, date: string) =>
      settle(() =>
        client.GET('/public/booking/{slug}/times', {
          params: { ...path(slug), query: { ...choiceQuery(choice), date } },
          headers,
        }),
      ),
    why: (slug: string, choice: BookingChoice, date: string, time: string) =>
      settle(() =>
        client.GET('/public/booking/{slug}/why', {
          params: { ...path(slug), query: { ...choiceQuery(choice), date, time } },
          headers,
        }),
      ),
    sendCode: (slug: string, body: Schemas['BookingVerificationRequest']) =>
      settle(() =>
        client.POST('/public/booking/{slug}/verifications', { params: path(slug), body, headers }),
      ),
    book: (slug: string, body: Schemas['PublicBookingRequest']) =>
      settle(() =>
        client.POST('/public/booking/{slug}/bookings', { params: path(slug), body, headers }),
      ),
  };
}

export type BookingPageCalls = ReturnType<typeof bookingPageCalls>;
