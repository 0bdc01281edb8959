import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from '../generated/schema.d.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl: string;
  /** Injected so tests, Pact and the server-side tools can pass their own fetch. */
  fetch?: ClientOptions['fetch'];
}

/** The one typed client of the contract in openapi/ (no default timeout: SPEC.md §7). */
export function createApiClient({ baseUrl, fetch }: ApiClientOptions): ApiClient {
  return createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
}
