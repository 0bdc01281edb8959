import { adminRole, defaultRole, storageKeys } from '../constants.ts';
import { sanitiseUser } from './sanitise.ts';
import { decodeTokenPayload, isTokenExpired as isExpiredAt, isWellFormedToken } from './token.ts';

/** The part of the Web Storage API the store uses (localStorage in the browser). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionLogger {
  warn: (...args: unknown[]) => void;
}

/** The stored user record: e-mail, name and role are sanitised; other fields kept as received. */
export interface StoredUser {
  id?: number | string;
  email?: string;
  name?: string;
  role?: string;
  businessType?: string;
  digitalCashEnabled?: boolean;
  [field: string]: unknown;
}

export interface SessionStoreOptions {
  storage: SessionStorage;
  /** Milliseconds since the epoch (Date.now by default). */
  now?: () => number;
  logger?: SessionLogger;
}

export interface NewSession {
  token: string;
  refreshToken?: string | undefined;
  user?: StoredUser | undefined;
}

export interface PendingVerification {
  email: string | null;
  userId: string | null;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const invalidTokenFormat = 'Invalid token format';
export const invalidRefreshTokenFormat = 'Invalid refresh token format';

/** The console warnings of SPEC.md §8. */
export const sessionWarnings = {
  invalidToken: 'Invalid token format detected, clearing auth data',
  tokenValidation: 'Token validation error',
  tokenExpired: 'Token expired, clearing auth data',
  userParse: 'Error parsing stored user data',
  payloadDecode: 'Error decoding token payload',
  expiryCheck: 'Error checking token expiry',
} as const;

/** The stored session of SPEC.md §3 over localStorage, with the rules of §4 and §5. */
export function createSessionStore({
  storage,
  now = Date.now,
  logger = console,
}: SessionStoreOptions) {
  const clearAuth = () => {
    storage.removeItem(storageKeys.token);
    storage.removeItem(storageKeys.refreshToken);
    storage.removeItem(storageKeys.user);
  };

  /** A stored token failing the format check clears token, refresh token and user (SPEC.md §4). */
  const readToken = (key: string): string | null => {
    const token = storage.getItem(key);
    if (token === null) return null;
    if (isWellFormedToken(token)) return token;
    logger.warn(sessionWarnings.invalidToken);
    clearAuth();
    return null;
  };

  const writeToken = (key: string, token: string, message: string) => {
    if (!isWellFormedToken(token)) throw new Error(message);
    storage.setItem(key, token);
  };

  const getUser = (): StoredUser | null => {
    const raw = storage.getItem(storageKeys.user);
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new TypeError('The stored user is not an object');
      }
      return sanitiseUser(value as StoredUser);
    } catch (error) {
      logger.warn(sessionWarnings.userParse, error);
      return null;
    }
  };

  const setUser = (user: StoredUser) => {
    storage.setItem(storageKeys.user, JSON.stringify(sanitiseUser(user)));
  };

  /** SPEC.md §4: no `exp`, or undecodable, counts as expired; compared in whole seconds. */
  const isTokenExpired = (token: string): boolean => {
    try {
      if (decodeTokenPayload(token) === null) {
        logger.warn(sessionWarnings.payloadDecode);
        return true;
      }
      return isExpiredAt(token, now());
    } catch (error) {
      logger.warn(sessionWarnings.expiryCheck, error);
      return true;
    }
  };

  const role = (): string => {
    const value = getUser()?.role;
    return typeof value === 'string' && value !== '' ? value : defaultRole;
  };

  return {
    getToken: () => readToken(storageKeys.token),
    /** Throws 'Invalid token format' and stores nothing when the token is malformed. */
    setToken: (token: string) => writeToken(storageKeys.token, token, invalidTokenFormat),
    getRefreshToken: () => readToken(storageKeys.refreshToken),
    /** Throws 'Invalid refresh token format' and stores nothing when the token is malformed. */
    setRefreshToken: (token: string) =>
      writeToken(storageKeys.refreshToken, token, invalidRefreshTokenFormat),
    getUser,
    setUser,
    isTokenExpired,

    /** Stores a login, signup or refresh result; checks every token before writing any. */
    saveSession({ token, refreshToken, user }: NewSession) {
      if (!isWellFormedToken(token)) throw new Error(invalidTokenFormat);
      if (refreshToken !== undefined && !isWellFormedToken(refreshToken)) {
        throw new Error(invalidRefreshTokenFormat);
      }
      storage.setItem(storageKeys.token, token);
      if (refreshToken !== undefined) storage.setItem(storageKeys.refreshToken, refreshToken);
      if (user) setUser(user);
    },

    /**
     * The authentication check of SPEC.md §4: an expired token clears the access token and the
     * user record (the refresh token stays, so the session can still be refreshed).
     */
    isAuthenticated(): boolean {
      try {
        const token = readToken(storageKeys.token);
        if (token === null) return false;
        if (!isTokenExpired(token)) return true;
        logger.warn(sessionWarnings.tokenExpired);
        storage.removeItem(storageKeys.token);
        storage.removeItem(storageKeys.user);
        return false;
      } catch (error) {
        logger.warn(sessionWarnings.tokenValidation, error);
        return false;
      }
    },

    /** USER when the stored record has no role (SPEC.md §6). */
    role,
    /** True only for ADMIN. */
    isAdmin: () => role() === adminRole,

    clearAuth,

    /** Clears the session; the remembered e-mail survives only with the remember flag. */
    logout() {
      const remembered = storage.getItem(storageKeys.remember) === 'true';
      clearAuth();
      if (!remembered) {
        storage.removeItem(storageKeys.lastEmail);
        storage.removeItem(storageKeys.remember);
      }
    },

    isRemembered: () => storage.getItem(storageKeys.remember) === 'true',
    /** Remembers (or forgets) the flag and the last login e-mail. */
    rememberLogin(email: string, remember: boolean) {
      storage.setItem(storageKeys.lastEmail, email);
      if (remember) storage.setItem(storageKeys.remember, 'true');
      else storage.removeItem(storageKeys.remember);
    },
    getLastEmail: () => storage.getItem(storageKeys.lastEmail),

    /** Signup with emailVerificationRequired: the pending-verification state of SPEC.md §4. */
    setPendingVerification(email: string, userId: number | string) {
      storage.setItem(storageKeys.emailVerificationRequired, 'true');
      storage.setItem(storageKeys.pendingVerificationEmail, email);
      storage.setItem(storageKeys.pendingVerificationUserId, String(userId));
    },
    isVerificationPending: () => storage.getItem(storageKeys.emailVerificationRequired) === 'true',
    getPendingVerification: (): PendingVerification => ({
      email: storage.getItem(storageKeys.pendingVerificationEmail),
      userId: storage.getItem(storageKeys.pendingVerificationUserId),
    }),
    clearPendingVerification() {
      storage.removeItem(storageKeys.emailVerificationRequired);
      storage.removeItem(storageKeys.pendingVerificationEmail);
      storage.removeItem(storageKeys.pendingVerificationUserId);
    },
  };
}

/** An in-memory Storage (tests, server-side rendering, private modes without localStorage). */
export function createMemoryStorage(initial: Record<string, string> = {}): SessionStorage & {
  snapshot: () => Record<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}
