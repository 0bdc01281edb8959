// The signed token of a waitlist claim link (issue #35): base64url of `offerId|salonId|expiry` and
// an HMAC-SHA256 over it, as the reminders' links (reminders/token.ts) with a label of its own, so
// a claim token is never valid as a reminder's and the reverse. Signed to expire with its offer.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TokenKeys } from '../../auth/tokens.ts';

export interface ClaimTokenClaims {
  offerId: number;
  salonId: number;
  /** Epoch seconds: the offer's expiry. */
  expiresAt: number;
}

const LABEL = 'agendina:lista-attesa:v1';

async function mac(keys: TokenKeys, payload: string): Promise<Buffer> {
  const key = createHmac('sha256', await keys.get())
    .update(LABEL)
    .digest();
  return createHmac('sha256', key).update(payload).digest();
}

export async function signClaimToken(keys: TokenKeys, claims: ClaimTokenClaims): Promise<string> {
  const payload = `${claims.offerId}|${claims.salonId}|${claims.expiresAt}`;
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  return `${body}.${(await mac(keys, payload)).toString('base64url')}`;
}

/** The claims of a token this server signed, or null for anything else (forged, cut, altered). */
export async function verifyClaimToken(
  keys: TokenKeys,
  token: string,
): Promise<ClaimTokenClaims | null> {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = await mac(keys, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const parts = payload.split('|');
  if (parts.length !== 3 || !parts.every((p) => /^\d{1,18}$/.test(p))) return null;
  const [offerId, salonId, expiresAt] = parts.map(Number) as [number, number, number];
  if (![offerId, salonId, expiresAt].every(Number.isSafeInteger)) return null;
  return { offerId, salonId, expiresAt };
}
