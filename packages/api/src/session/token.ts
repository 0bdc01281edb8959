/**
 * The token rules of SPEC.md §4 and §5: format check, payload decoding and expiry.
 * Pure functions over the token text and a clock; the store decides what to clear.
 */

export interface JwtHeader {
  alg: string;
  [key: string]: unknown;
}

export interface JwtPayload {
  sub?: string;
  email?: string;
  exp?: number;
  [key: string]: unknown;
}

/** Decodes one base64url part (RFC 7515 §2: no padding, '-' and '_') as UTF-8 text. */
export function decodeBase64Url(part: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(part) || part.length % 4 === 1) {
    throw new Error('Invalid base64url');
  }
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Encodes UTF-8 text as base64url without padding (used by tests and fixtures). */
export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const parseJsonObject = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(decodeBase64Url(part));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;

/**
 * SPEC.md §5: exactly three dot-separated parts; the first decodes to JSON with an algorithm,
 * the second to JSON with a subject or an e-mail. The signature is the server's business.
 */
export function isWellFormedToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [headerPart, payloadPart] = parts as [string, string, string];
  const header = parseJsonObject(headerPart);
  if (!header || !nonEmptyString(header['alg'])) return false;
  const payload = parseJsonObject(payloadPart);
  return payload !== null && (nonEmptyString(payload['sub']) || nonEmptyString(payload['email']));
}

/** The payload of a token, or null when it cannot be decoded. */
export function decodeTokenPayload(token: string): JwtPayload | null {
  const payloadPart = token.split('.')[1];
  return payloadPart === undefined ? null : (parseJsonObject(payloadPart) as JwtPayload | null);
}

/** Current time in whole seconds, as JWT `exp` is written (SPEC.md §4). */
export const epochSeconds = (nowMs: number): number => Math.floor(nowMs / 1000);

/**
 * SPEC.md §4: a token with no `exp`, or that cannot be decoded, counts as expired. Compared in
 * whole seconds; a token is no longer valid at its `exp` second (RFC 7519 §4.1.4).
 */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const exp = decodeTokenPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return epochSeconds(nowMs) >= exp;
}

/** Builds an unsigned token of the accepted shape (tests, Pact examples, fixtures). */
export function makeToken(payload: JwtPayload, header: JwtHeader = { alg: 'HS256', typ: 'JWT' }) {
  return `${encodeBase64Url(JSON.stringify(header))}.${encodeBase64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}
