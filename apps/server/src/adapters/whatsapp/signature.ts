// Meta signs every webhook delivery: X-Hub-Signature-256 = "sha256=" + hex HMAC-SHA256 of the raw
// body with the app secret. Checked over the bytes as received, never over re-serialised JSON.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Hub-Signature-256';

export function hubSignature(body: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;
}

/** Whether `header` is the signature of `body` with `appSecret` (constant time). */
export function validHubSignature(
  body: string,
  header: string | null | undefined,
  appSecret: string,
): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = Buffer.from(hubSignature(body, appSecret).slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
