// The signed token of a reminder's public link (issue #19): base64url of `visit|salonId|expiry`
// and an HMAC-SHA256 over it. The key is derived from the server's JWT key (TokenKeys: JWT_SECRET
// or the generated one kept with the data), so no new secret has to be configured, and the
// derivation's label keeps a reminder token from ever being valid as anything else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenKeys } from '../../auth/tokens.ts';

/** What a link names: the visit (`g:<group>` or `a:<appointment>`), its salon, until when (epoch s). */
export interface ReminderClaims {
  visit: string;
  salonId: number;
  expiresAt: number;
}

const LABEL = 'agendina:promemoria:v1';

/** The longest booking horizon (OnlineBookingSettings.horizonDays' maximum), in seconds. */
const LONGEST_HORIZON_S = 180 * 86_400;

/**
 * The expiry a visit's link is signed with: its start plus the longest horizon, so a visit the
 * client moves later through the link keeps the link it was sent. The visit's own start, read at
 * every use, closes the link first (answer.ts).
 */
export function linkExpiry(startMs: number): number {
  return Math.floor(startMs / 1000) + LONGEST_HORIZON_S;
}
const VISIT = /^(g:[0-9a-f-]{36}|a:\d{1,18})$/;

async function keyOf(keys: TokenKeys): Promise<Buffer> {
  return createHmac('sha256', await keys.get())
    .update(LABEL)
    .digest();
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export async function signReminderToken(keys: TokenKeys, claims: ReminderClaims): Promise<string> {
  const payload = `${claims.visit}|${claims.salonId}|${claims.expiresAt}`;
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  return `${body}.${mac(await keyOf(keys), payload).toString('base64url')}`;
}

/** The claims of a token this server signed, or null for anything else (forged, cut, altered). */
export async function verifyReminderToken(
  keys: TokenKeys,
  token: string,
): Promise<ReminderClaims | null> {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(await keyOf(keys), payload);
  // timingSafeEqual throws on different lengths: compare lengths first (that leaks nothing secret).
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [visit = '', salon = '', expiry = ''] = payload.split('|');
  const salonId = Number(salon);
  const expiresAt = Number(expiry);
  if (!VISIT.test(visit) || !Number.isSafeInteger(salonId) || !Number.isSafeInteger(expiresAt))
    return null;
  return { visit, salonId, expiresAt };
}
