// The test provider's webhook signature: Stripe's scheme (decision 0029), so one reading of it
// serves both. Header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignature } from './types.ts';

/** An event older (or further in the future) than this is refused, as Stripe's SDK does. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

export function signatureHeader(
  body: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Throws InvalidSignature unless one v1 of `header` signs `body` within the tolerance. */
export function verifySignature(
  body: string,
  header: string | null | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new InvalidSignature('Firma mancante');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(timestamp)) throw new InvalidSignature('Firma senza data');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    throw new InvalidSignature('Firma scaduta');
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const given = Buffer.from(v ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  if (!matches) throw new InvalidSignature('Firma non valida');
}
