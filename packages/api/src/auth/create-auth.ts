import type { ClientOptions } from 'openapi-fetch';
import { createApiClient } from '../client/create-api-client.ts';
import { refreshTokens } from '../queries/auth.ts';
import { storedUserOf } from '../session/from-response.ts';
import type { SessionStore } from '../session/store.ts';
import type { CrossTabLock } from './cross-tab-lock.ts';
import { createAuthEvents } from './events.ts';
import { createAuthMiddleware } from './middleware.ts';
import { createRefreshQueue, type RefreshTokens } from './refresh-queue.ts';

export interface CreateAuthOptions {
  store: SessionStore;
  baseUrl: string;
  fetch?: ClientOptions['fetch'];
  /** Defaults to Web Locks when present (see cross-tab-lock.ts). */
  lock?: CrossTabLock;
  /** Defaults to POST /auth/refresh-token through a client WITHOUT the auth middleware. */
  refreshTokens?: RefreshTokens;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Wires the session store, the refresh queue and the middleware:
 *
 *   const store = createSessionStore({ storage: localStorage });
 *   const auth = createAuth({ store, baseUrl });
 *   const client = createApiClient({ baseUrl, middleware: [auth.middleware] });
 *   auth.events.subscribe((event) => router.navigate({ to: '/login' }));
 */
export function createAuth({
  store,
  baseUrl,
  fetch,
  lock,
  refreshTokens: refresh,
}: CreateAuthOptions) {
  const events = createAuthEvents();
  // The refresh goes through a client without the auth middleware: it never refreshes itself.
  const bare = createApiClient({ baseUrl, ...(fetch ? { fetch } : {}) });
  const queue = createRefreshQueue({
    store,
    events,
    ...(lock ? { lock } : {}),
    refreshTokens:
      refresh ??
      (async (refreshToken) => {
        const response = await refreshTokens(bare, refreshToken);
        return {
          token: response.token,
          refreshToken: response.refreshToken,
          user: storedUserOf(response),
        };
      }),
  });
  return {
    store,
    events,
    queue,
    middleware: createAuthMiddleware({ store, queue, events }),
  };
}
