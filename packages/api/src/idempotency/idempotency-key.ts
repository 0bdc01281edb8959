// Idempotency-Key values for the writes the server must do once (a booking, a receipt, a refund,
// a stock movement, a receipt of goods): one key per user intent, sent again on every try of it.

/**
 * A fresh key: a version 4 UUID from crypto.getRandomValues. crypto.randomUUID would do, but it
 * exists only in secure contexts (https, localhost) and throws on a salon's LAN address over http;
 * getRandomValues exists everywhere.
 */
export function newIdempotencyKey(
  random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto,
): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of one user intent (this booking, this sale, this refund). */
export interface IntentKey {
  /** The intent's key, made on first use and the same on every later try. */
  current(): string;
  /** The intent succeeded: the next try is a new intent with a new key. */
  done(): void;
}

/** One key per intent: kept across failures, retries and double presses; renewed after a success. */
export function intentKey(make: () => string = newIdempotencyKey): IntentKey {
  let key: string | null = null;
  return {
    current: () => (key ??= make()),
    done: () => {
      key = null;
    },
  };
}
