import { createHash } from 'node:crypto';
import type { VatRate } from '@agendina/contract';

/** Integer cents as the provider's decimal string: 2350 → "23.50", -5 → "-0.05". */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1 cent in units of 10⁻⁸ euro, the precision SIGN IT asks for the VAT of a line. */
const CENT = 1_000_000n;

/** Units of 10⁻⁸ euro as "40.98360656". */
export function eightDecimals(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  const whole = abs / 100_000_000n;
  const fraction = String(abs % 100_000_000n).padStart(8, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * The net and VAT of one line of a gross amount, to the 8th decimal (half up), in units of
 * 10⁻⁸ euro. SIGN IT's "Value calculations and decimal rounding" asks for them line by line
 * (vat.exclusive = vat.inclusive ÷ (1 + rate ÷ 100), vat.amount = inclusive − exclusive) and
 * the Agenzia adds them up itself. This is a format of the provider, not a money rule: the
 * receipt's VAT stays the one vatByRate() worked out in cents, and since these eighths add up
 * to the exact VAT of each rate, their sum rounds to the same cents.
 */
export function lineVatUnits(
  inclusiveCents: number,
  rate: VatRate,
): { inclusive: bigint; exclusive: bigint; amount: bigint } {
  const inclusive = BigInt(inclusiveCents) * CENT;
  const divisor = BigInt(100 + rate);
  const exclusive = (2n * inclusive * 100n + divisor) / (2n * divisor);
  return { inclusive, exclusive, amount: inclusive - exclusive };
}

/** An arbitrary but fixed namespace, so every transmission key maps to its own UUIDs. */
const NAMESPACE = Buffer.from('6f1c2d3e4a5b4c6d8e7f90a1b2c3d4e5', 'hex');

/**
 * A UUID (version 5, SHA-1 of the name) fixed by the transmission key and the step
 * ("intention", "transaction"). fiskaly takes an X-Idempotency-Key per POST: deriving it from
 * our key means a retry of the same transmission, even after a restart, replays the same
 * requests and gets the same records back instead of a second document.
 */
export function idempotencyUuid(transmissionKey: string, step: string): string {
  const bytes = createHash('sha1')
    .update(NAMESPACE)
    .update(`${transmissionKey}\u0000${step}`)
    .digest()
    .subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** "0003-0042": the closing and the document's progressive in it, four digits each. */
export function documentNumber(closingNumber: number, progressive: number): string {
  return `${String(closingNumber).padStart(4, '0')}-${String(progressive).padStart(4, '0')}`;
}

/** Reads "0003-0042" (or "DCW2026/0003-0042", as the Agenzia's portal writes it) back. */
export function parseDocumentNumber(
  number: string,
): { closingNumber: number; progressive: number } | null {
  const match = /(\d+)-(\d+)$/.exec(number);
  if (!match) return null;
  return { closingNumber: Number(match[1]), progressive: Number(match[2]) };
}
