// Device tokens, OWASP's "device cookies" (issue #32, decision 0044): a successful password login
// answers a token that names the account and a random device id, signed by the server. A later
// login of that account presenting it is counted against that device alone, so an attacker's
// failures from elsewhere never make the owner wait. The token is no credential: alone it opens
// nothing, the password is still checked.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const VERSION = 'd1';
/** Separates this HMAC key from the JWT key it is derived from: one token can never pass as the other. */
const PURPOSE = 'agendina device token v1';
const CLOCK_SKEW_MS = 5 * 60_000;

export interface Device {
  /** The normalised e-mail of the account the token was issued for. */
  account: string;
  /** Random, per device and account: the key of the device's own failure count. */
  id: string;
  issuedAt: number;
}

async function deviceKey(secret: Promise<Uint8Array>): Promise<Buffer> {
  return createHmac('sha256', await secret)
    .update(PURPOSE)
    .digest();
}

const sign = (key: Buffer, payload: string): string =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A new token for `account` (a fresh device id unless `id` keeps the device's). */
export async function issueDeviceToken(
  secret: Promise<Uint8Array>,
  account: string,
  now: Date,
  id: string = randomBytes(12).toString('base64url'),
): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ a: account, d: id, t: now.getTime() })).toString(
    'base64url',
  );
  return `${VERSION}.${payload}.${sign(await deviceKey(secret), payload)}`;
}

/**
 * The device of `token` when its signature is ours, it names `account` and it is younger than
 * `maxAgeDays`; null otherwise (the login then counts as one from an unknown device).
 */
export async function readDeviceToken(
  secret: Promise<Uint8Array>,
  token: string | undefined,
  account: string,
  now: Date,
  maxAgeDays: number,
): Promise<Device | null> {
  if (token === undefined) return null;
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(await deviceKey(secret), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { a, d, t } = (claims ?? {}) as { a?: unknown; d?: unknown; t?: unknown };
  if (typeof a !== 'string' || typeof d !== 'string' || typeof t !== 'number') return null;
  // Issued at most a few minutes "ahead": another process's clock may run a little early.
  const age = now.getTime() - t;
  if (a !== account || age < -CLOCK_SKEW_MS || age > maxAgeDays * 86_400_000) return null;
  return { account: a, id: d, issuedAt: t };
}
