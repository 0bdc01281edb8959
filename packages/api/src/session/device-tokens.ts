// The device tokens of this browser (issue #32, OWASP "device cookies"): one per account that
// signed in here, kept past logout, sent with the next login of that account so the server
// counts it apart from an attacker's failures (LoginRequest.deviceToken).
import { storageKeys } from '../constants.ts';
import type { SessionStorage } from './store.ts';

/** Accounts remembered per browser: a shared reception PC signs in a few staff, not hundreds. */
const MAX_ACCOUNTS = 20;

export interface DeviceTokenStore {
  /** The token of `email` on this device, if it signed in here. */
  get: (email: string) => string | undefined;
  /** Keeps the token a successful login of `email` answered (newest first). */
  set: (email: string, token: string) => void;
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function createDeviceTokenStore({ storage }: { storage: SessionStorage }): DeviceTokenStore {
  const read = (): [string, string][] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKeys.deviceTokens) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter(
            (entry): entry is [string, string] =>
              Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
          )
        : [];
    } catch {
      return [];
    }
  };
  return {
    get: (email) => read().find(([account]) => account === keyOf(email))?.[1],
    set: (email, token) => {
      const rest = read().filter(([account]) => account !== keyOf(email));
      const entries = [[keyOf(email), token], ...rest].slice(0, MAX_ACCOUNTS);
      storage.setItem(storageKeys.deviceTokens, JSON.stringify(entries));
    },
  };
}
