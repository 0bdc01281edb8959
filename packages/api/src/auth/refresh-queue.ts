import { isApiError } from '../errors/api-error.ts';
import type { SessionStore, StoredUser } from '../session/store.ts';
import { createCrossTabLock, type CrossTabLock } from './cross-tab-lock.ts';
import type { AuthEvents } from './events.ts';

/** What POST /auth/refresh-token gives back, as the store keeps it. */
export interface RefreshResult {
  token: string;
  /** Rotated refresh token (openapi/ TokenRefreshResponse). */
  refreshToken?: string | undefined;
  user?: StoredUser | undefined;
}

/** Performs the refresh call itself (see `refreshWithClient` in middleware.ts). */
export type RefreshTokens = (refreshToken: string) => Promise<RefreshResult>;

export interface RefreshQueueOptions {
  store: SessionStore;
  refreshTokens: RefreshTokens;
  events: AuthEvents;
  lock?: CrossTabLock;
}

export type RefreshQueue = ReturnType<typeof createRefreshQueue>;

/** SPEC.md §4: a message saying the token is blacklisted or invalidated ends the session. */
export const isRevokedTokenMessage = (message: string | undefined): boolean =>
  message !== undefined && /blacklist|invalidat/i.test(message);

/** Thrown when there is no refresh token to present. */
export class NoRefreshTokenError extends Error {
  override readonly name = 'NoRefreshTokenError';
  constructor() {
    super('No refresh token');
  }
}

/**
 * The single-flight refresh of SPEC.md §4: however many requests ask while a refresh is under
 * way, they all wait for that one refresh. Across tabs the flight runs under a Web Lock, and
 * once the lock is held the store is read again: when another tab has already rotated the
 * token, that token is used and no second refresh is sent.
 */
export function createRefreshQueue({
  store,
  refreshTokens,
  events,
  lock = createCrossTabLock(),
}: RefreshQueueOptions) {
  let inFlight: Promise<string> | null = null;

  /** A valid token other than the one that failed: someone else already rotated it. */
  const rotatedElsewhere = (staleToken: string | null): string | null => {
    const current = store.getToken();
    return current !== null && current !== staleToken && !store.isTokenExpired(current)
      ? current
      : null;
  };

  const rotate = async (staleToken: string | null): Promise<string> => {
    const adopted = rotatedElsewhere(staleToken);
    if (adopted !== null) return adopted;
    const refreshToken = store.getRefreshToken();
    if (refreshToken === null) throw new NoRefreshTokenError();
    const result = await refreshTokens(refreshToken);
    const previous = store.getUser();
    store.saveSession({
      token: result.token,
      refreshToken: result.refreshToken,
      user: result.user ? { ...previous, ...result.user } : undefined,
    });
    return result.token;
  };

  /**
   * Clears local auth and fires ONE force-logout event: only when there was a session to end,
   * so requests failing after the session is already gone add no further events.
   */
  const endSession = (reason: 'refresh-failed' | 'token-revoked' | 'session-expired') => {
    const hadSession =
      store.getToken() !== null || store.getRefreshToken() !== null || store.getUser() !== null;
    store.clearAuth();
    if (hadSession) events.emit({ type: 'force-logout', reason });
  };

  const refresh = (staleToken: string | null): Promise<string> => {
    inFlight ??= lock(() => rotate(staleToken))
      .catch((error: unknown) => {
        // Offline is not a refusal: the requests fail, the session stays for a later retry.
        if (isApiError(error) && error.kind === 'network') throw error;
        // Without Web Locks another tab may have won the race: adopt its token.
        const adopted = rotatedElsewhere(staleToken);
        if (adopted !== null) return adopted;
        const revoked = isApiError(error) && isRevokedTokenMessage(error.body?.message);
        endSession(revoked ? 'token-revoked' : 'refresh-failed');
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    /**
     * A fresh access token after `staleToken` was refused (401) or found expired. Concurrent
     * callers share one refresh; it rejects for all of them when the refresh fails.
     */
    refresh,
    /** True while a refresh is under way in this tab. */
    isRefreshing: () => inFlight !== null,
    endSession,
    /**
     * The current token if valid, else a refreshed one, else null. For route guards: a short
     * access token that expired is not a reason to send the user to /login.
     */
    async validToken(): Promise<string | null> {
      const token = store.getToken();
      if (token !== null && !store.isTokenExpired(token)) return token;
      if (store.getRefreshToken() === null) return null;
      try {
        return await refresh(token);
      } catch {
        return null;
      }
    },
  };
}
