import { MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import {
  createApiClient,
  createAuth,
  createInTabLock,
  createMemoryStorage,
  createSessionStore,
  makeToken,
  type ApiClient,
  type SessionStore,
} from '@agendina/api';
import { createPact } from './pact-setup.ts';

/** Tokens of the signed-in owner (valid until 2100, so the client never blocks the request). */
export const ownerToken = makeToken({
  sub: '12',
  email: 'info@salonebellavista.it',
  exp: 4_102_444_800,
});
export const ownerRefreshToken = makeToken({ sub: '12', typ: 'refresh', exp: 4_102_444_800 });

/**
 * Authenticated calls carry a bearer token of the seeded account. The provider swaps it for a real
 * one in its requestFilter (see pact/README.md): the contract only fixes its shape.
 */
export const bearer = {
  Authorization: MatchersV3.regex(
    '^Bearer [A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$',
    `Bearer ${ownerToken}`,
  ),
};

export interface Consumer {
  client: ApiClient;
  store: SessionStore;
  queryClient: QueryClient;
  /** Runs a queryOptions factory through TanStack Query, as a route loader would. */
  query: QueryClient['fetchQuery'];
  /** Runs a mutation factory through TanStack Query, as a screen would. */
  mutate: <TData, TVariables, TResult>(
    options: MutationObserverOptions<TData, Error, TVariables, TResult>,
    variables: TVariables,
  ) => Promise<TData>;
}

/** The web app's client exactly as the app builds it: session store, auth middleware, errors. */
export function consumer(baseUrl: string, signedIn = true): Consumer {
  const store = createSessionStore({ storage: createMemoryStorage(), logger: { warn() {} } });
  if (signedIn) {
    store.saveSession({
      token: ownerToken,
      refreshToken: ownerRefreshToken,
      user: {
        id: 12,
        email: 'info@salonebellavista.it',
        role: 'USER',
        businessType: 'PARRUCCHIERE',
      },
    });
  }
  const auth = createAuth({ store, baseUrl, lock: createInTabLock() });
  const client = createApiClient({ baseUrl, middleware: [auth.middleware] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    store,
    queryClient,
    query: queryClient.fetchQuery.bind(queryClient),
    mutate: (options, variables) => new MutationObserver(queryClient, options).mutate(variables),
  };
}

export interface InteractionSpec {
  /** Provider state, named so that a server can seed it. */
  state: string;
  params?: Record<string, string | number | boolean>;
  description: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  /** Request headers besides the bearer (e.g. Idempotency-Key), matchers allowed. */
  headers?: Record<string, unknown>;
  /** JSON request body (exactly what the client sends; matchers where values may vary). */
  body?: unknown;
  /** A text/plain request body instead of JSON. */
  textBody?: string;
  /** Authenticated call (default true): the bearer header is part of the contract. */
  auth?: boolean;
  status: number;
  /** JSON response body: only the fields the app reads, with matchers. */
  response?: unknown;
  /** A response that is not JSON (the CSV export): its Content-Type and its exact text. */
  textResponse?: { contentType: string; body: string };
  /** A binary response (the data export's ZIP): only its content type is compared. */
  binaryResponse?: { contentType: string; file: string };
  /** What the app does with the answer, through the real client and query factories. */
  run: (app: Consumer) => Promise<void>;
}

/** One interaction of agendina-web with agendina-api, verified through the real client. */
export async function interaction(spec: InteractionSpec): Promise<void> {
  const authenticated = spec.auth ?? true;
  await createPact()
    .addInteraction()
    .given(spec.state, spec.params)
    .uponReceiving(spec.description)
    .withRequest(spec.method, spec.path, (request) => {
      if (spec.query) request.query(spec.query);
      if (authenticated) request.headers(bearer);
      if (spec.headers) request.headers(spec.headers as Record<string, string>);
      if (spec.body !== undefined) request.jsonBody(spec.body);
      if (spec.textBody !== undefined) {
        request
          .headers({ 'Content-Type': 'text/plain' })
          .body('text/plain', Buffer.from(spec.textBody));
      }
    })
    .willRespondWith(spec.status, (response) => {
      if (spec.response !== undefined) response.jsonBody(spec.response);
      if (spec.textResponse !== undefined) {
        const { contentType, body } = spec.textResponse;
        // Compared as text (Pact sniffs other bodies as binary), then the header the server
        // sends, exactly (a regex on Content-Type is not applied by the verifier).
        response.body('text/plain', Buffer.from(body)).headers({ 'Content-Type': contentType });
      }
      if (spec.binaryResponse !== undefined) {
        const { contentType, file } = spec.binaryResponse;
        response.binaryFile(contentType, file).headers({ 'Content-Type': contentType });
      }
    })
    .executeTest(async (mockServer: V3MockServer) => {
      await spec.run(consumer(mockServer.url, authenticated));
    });
}
