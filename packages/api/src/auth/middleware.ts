import type { Middleware } from 'openapi-fetch';
import { toHttpError, toNetworkError } from '../client/error-middleware.ts';
import { ApiError, isApiError } from '../errors/api-error.ts';
import { sessionMessages } from '../errors/messages.ts';
import type { SessionStore } from '../session/store.ts';
import type { AuthEvents } from './events.ts';
import { answersAuthItself, isCredentialPath, isPublicPath } from './public-paths.ts';
import { isRevokedTokenMessage, type RefreshQueue } from './refresh-queue.ts';

export interface AuthMiddlewareOptions {
  store: SessionStore;
  queue: RefreshQueue;
  events: AuthEvents;
}

const bearerOf = (request: Request): string | null =>
  request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;

/** A refresh that could not reach the server: the caller sees the network failure itself. */
const offline = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'network';

/**
 * The auth middleware of SPEC.md §4 and §7 for openapi-fetch:
 * - adds `Authorization: Bearer <token>` from the store;
 * - never sends an expired token: it is refreshed first (single flight); when it cannot be,
 *   the request is blocked client-side, except on the public paths;
 * - on a 401 refreshes ONCE for all concurrent requests and retries each of them once;
 *   a refresh failure, or a 401 saying the token is blacklisted or invalidated, clears local
 *   auth and fires one force-logout event;
 * - on a 403 clears local auth and signals the redirect to /login, unless the 403 refuses only
 *   the action (PLAN_LIMIT: the plan allows no more; the caller shows the message).
 * No timeout is added (SPEC.md §7). Register it AFTER errorMiddleware.
 */
export function createAuthMiddleware({ store, queue, events }: AuthMiddlewareOptions): Middleware {
  /** Untouched copies of the requests in flight, to retry them after a refresh. */
  const copies = new Map<string, Request>();

  const tokenFor = async (schemaPath: string): Promise<string | null> => {
    const token = store.getToken();
    if (token === null || !store.isTokenExpired(token)) return token;
    if (isPublicPath(schemaPath)) return null; // public: sent without the expired token
    if (store.getRefreshToken() !== null) {
      const fresh = await queue.refresh(token).catch((error: unknown) => {
        if (offline(error)) throw error;
        return null;
      });
      if (fresh !== null) return fresh;
    } else {
      queue.endSession('session-expired');
    }
    throw new ApiError({
      kind: 'session',
      status: 401,
      body: { message: sessionMessages.blockedExpired },
    });
  };

  return {
    async onRequest({ request, schemaPath, id }) {
      if (isCredentialPath(schemaPath)) return undefined;
      const token = await tokenFor(schemaPath);
      if (token !== null) request.headers.set('Authorization', `Bearer ${token}`);
      copies.set(id, request.clone());
      return request;
    },

    async onResponse({ request, response, schemaPath, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (copy === undefined || answersAuthItself(schemaPath)) return undefined;

      if (response.status === 403) {
        // A plan's limit refuses the action, not the session (issue #36): the user stays in.
        if (await refusesActionOnly(response)) return undefined;
        store.clearAuth();
        events.emit({ type: 'redirect', to: '/login', reason: 'forbidden' });
        return undefined;
      }
      if (response.status !== 401) return undefined;

      const unauthorised = await toHttpError(response, request);
      if (isRevokedTokenMessage(unauthorised.body?.message)) {
        queue.endSession('token-revoked');
        throw unauthorised;
      }
      let fresh: string;
      try {
        fresh = await queue.refresh(bearerOf(request));
      } catch (error) {
        throw offline(error) ? error : unauthorised;
      }
      copy.headers.set('Authorization', `Bearer ${fresh}`);
      try {
        // Retried once: whatever this answer is, it goes on to errorMiddleware as it is.
        return await options.fetch(copy);
      } catch (error) {
        throw toNetworkError(error, copy);
      }
    },

    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}

/** The 403 codes that refuse an action, not the session: the error goes to the caller as it is. */
const ACTION_ONLY_403 = new Set(['PLAN_LIMIT']);

async function refusesActionOnly(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'string' && ACTION_ONLY_403.has(body.code);
}
