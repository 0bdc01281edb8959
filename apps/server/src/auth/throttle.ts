import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { loginFailures } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

/**
 * 429 with Retry-After when the account or the address has too many recent failed logins.
 * The counts live in the database, so several server processes share them.
 */
export async function assertNotThrottled(
  db: Database,
  config: AppConfig,
  email: string,
  ip: string,
): Promise<void> {
  const since = new Date(Date.now() - config.loginWindowSeconds * 1000);
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${loginFailures.failedAt})`,
    })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [accountKey(email), addressKey(ip)]),
        gt(loginFailures.failedAt, since),
      ),
    )
    .groupBy(loginFailures.key);
  for (const row of rows) {
    const limit = row.key.startsWith('account:')
      ? config.loginMaxFailuresPerAccount
      : config.loginMaxFailuresPerAddress;
    if (Number(row.count) >= limit) {
      const oldest = new Date(row.oldest).getTime();
      const retryAfter = Math.max(
        1,
        Math.ceil((oldest + config.loginWindowSeconds * 1000 - Date.now()) / 1000),
      );
      throw new HttpError(429, 'Troppi tentativi di accesso. Riprova più tardi.', {
        code: 'TOO_MANY_ATTEMPTS',
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
}

export async function recordLoginFailure(
  db: Database,
  config: AppConfig,
  email: string,
  ip: string,
): Promise<void> {
  await db.insert(loginFailures).values([{ key: accountKey(email) }, { key: addressKey(ip) }]);
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(Date.now() - config.loginWindowSeconds * 1000)));
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}
