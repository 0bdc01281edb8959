// Password attempts (login, change-password), ASVS 6.3: each attempt is claimed before the
// password is checked (auth/rate-limit.ts), so a burst of parallel requests gets at most the
// allowed number of checks. Failures count per (account, address): the attacker's address is
// locked out of that account, the owner elsewhere is not; an account attacked from many addresses
// is slowed down progressively, never locked for everyone.
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { claim, forget, release, tooManyRequests } from './rate-limit.ts';
import type { Rule } from './rate-limit.ts';

/** The counters of one password attempt, by account and client address, or by known device. */
export interface PasswordAttempt {
  pair: string;
  /** The account's slowdown (progressive), which a known device's right password ends. */
  account: string;
  /** The account's checks from unknown devices in the window: at most loginMaxFailuresPerAccount. */
  accountWindow: string;
  address: string;
  /** Set when the login carries a valid device token of this account (auth/device-token.ts). */
  device: string | null;
}

/** `account` is the normalised e-mail (normaliseEmail), as stored. */
export function passwordAttempt(
  account: string,
  ip: string,
  deviceId: string | null = null,
): PasswordAttempt {
  return {
    pair: `login:pair:${account}|${ip}`,
    account: `login:account:${account}`,
    accountWindow: `login:account-window:${account}`,
    address: `login:address:${ip}`,
    device: deviceId === null ? null : `login:device:${account}|${deviceId}`,
  };
}

/**
 * A known device is counted on its own (OWASP "device cookies", decision 0044): the owner is
 * never made to wait by failures elsewhere, and a stolen device token buys 5 guesses per window
 * at most. Every other login shares the account's counts, whatever the address: 5 checks per
 * window (under any concurrency: claimed before the check), 5 per address, and a slowdown that
 * carries over from window to window while the failures go on.
 */
function rules(config: AppConfig, attempt: PasswordAttempt): Rule[] {
  const seconds = config.loginWindowSeconds;
  const limit = config.loginMaxFailuresPerAccount;
  if (attempt.device !== null) return [{ kind: 'window', key: attempt.device, limit, seconds }];
  return [
    { kind: 'window', key: attempt.pair, limit, seconds },
    { kind: 'window', key: attempt.accountWindow, limit, seconds },
    { kind: 'window', key: attempt.address, limit: config.loginMaxFailuresPerAddress, seconds },
    {
      kind: 'progressive',
      key: attempt.account,
      free: limit,
      seconds,
      maxDelaySeconds: config.loginMaxDelaySeconds,
    },
  ];
}

/**
 * Claims one password check for this account and address (or device), counted as a failure
 * until passwordAccepted says otherwise; 429 with Retry-After when the throttle refuses it.
 */
export async function claimPasswordAttempt(
  db: Database,
  config: AppConfig,
  attempt: PasswordAttempt,
): Promise<void> {
  const wait = await claim(db, rules(config, attempt));
  if (wait !== null)
    throw tooManyRequests(wait, 'Troppi tentativi di accesso.', 'TOO_MANY_ATTEMPTS');
}

/**
 * The password was right. From a known device: the device starts again and the account's
 * slowdown ends (the unknown devices' count of this window stays: a right password of the owner
 * must not buy an attacker 5 more guesses). From an unknown device: this address starts again on
 * the account, and the claim is given back to the account's and the address's counts.
 */
export async function passwordAccepted(db: Database, attempt: PasswordAttempt): Promise<void> {
  if (attempt.device !== null) {
    await forget(db, [attempt.device, attempt.account]);
    return;
  }
  await forget(db, [attempt.pair]);
  await release(db, [attempt.account, attempt.accountWindow, attempt.address]);
}
