// Password attempts (login, change-password), ASVS 6.3: each attempt is claimed before the
// password is checked (auth/rate-limit.ts), so a burst of parallel requests gets at most the
// allowed number of checks. Failures count per (account, address): the attacker's address is
// locked out of that account, the owner elsewhere is not; an account attacked from many addresses
// is slowed down progressively, never locked for everyone.
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { claim, forget, release, tooManyRequests } from './rate-limit.ts';
import type { Rule } from './rate-limit.ts';

/** The counters of one password attempt, by account and client address. */
export interface PasswordAttempt {
  pair: string;
  account: string;
  address: string;
}

/** `account` is the normalised e-mail (normaliseEmail), as stored. */
export function passwordAttempt(account: string, ip: string): PasswordAttempt {
  return {
    pair: `login:pair:${account}|${ip}`,
    account: `login:account:${account}`,
    address: `login:address:${ip}`,
  };
}

function rules(config: AppConfig, attempt: PasswordAttempt): Rule[] {
  const seconds = config.loginWindowSeconds;
  return [
    { kind: 'window', key: attempt.pair, limit: config.loginMaxFailuresPerAccount, seconds },
    { kind: 'window', key: attempt.address, limit: config.loginMaxFailuresPerAddress, seconds },
    {
      kind: 'progressive',
      key: attempt.account,
      free: config.loginMaxFailuresPerAccount,
      seconds,
      maxDelaySeconds: config.loginMaxDelaySeconds,
    },
  ];
}

/**
 * Claims one password check for this account and address, counted as a failure until
 * passwordAccepted says otherwise; 429 with Retry-After when the throttle refuses it.
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
 * The password was right: this address starts again on the account, and the claim is given back
 * to the account's and the address's counts (a success is not a failure).
 */
export async function passwordAccepted(db: Database, attempt: PasswordAttempt): Promise<void> {
  await forget(db, [attempt.pair]);
  await release(db, [attempt.account, attempt.address]);
}
