import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from '@agendina/contract';
import { errorMiddleware } from './error-middleware.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl: string;
  /** Injected so tests, Pact and the server-side tools can pass their own fetch. */
  fetch?: ClientOptions['fetch'];
  /** Extra middleware after the error middleware, e.g. `createAuth(...).middleware`. */
  middleware?: readonly Middleware[];
}

/**
 * The one typed client of the contract in openapi/ (no default timeout: SPEC.md §7). Every
 * failure rejects with an ApiError (errorMiddleware), so a resolved call always has its data.
 */
export function createApiClient({ baseUrl, fetch, middleware = [] }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  client.use(errorMiddleware, ...middleware);
  return client;
}
