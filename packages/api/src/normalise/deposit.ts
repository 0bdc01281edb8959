import type { components } from '@agendina/contract';
import { PAYMENT_PROVIDERS } from '@agendina/contract';

type Deposit = components['schemas']['Deposit'];

const DEPOSIT_STATES = [
  'PENDING',
  'PAID',
  'DECLINED',
  'EXPIRED',
  'REFUNDED',
] as const satisfies readonly Deposit['state'][];

const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

const instantOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

/**
 * The deposit of a visit (issue #35) as the detail shows it, or null: without an id, an amount
 * in whole cents and a known state there is nothing to refund or to show, so a deposit an older
 * or odd server sends half-made is left out rather than shown wrong.
 */
export function readDeposit(value: unknown): Deposit | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = cents(raw['id']);
  const amountCents = cents(raw['amountCents']);
  const state = oneOf(DEPOSIT_STATES, raw['state']);
  if (id === null || id === 0 || amountCents === null || state === null) return null;
  return {
    id,
    amountCents,
    state,
    provider: oneOf(PAYMENT_PROVIDERS, raw['provider']) ?? 'TEST',
    paidAt: instantOrNull(raw['paidAt']),
    refundedCents: cents(raw['refundedCents']) ?? 0,
    refundedAt: instantOrNull(raw['refundedAt']),
    policyKeepsCents: cents(raw['policyKeepsCents']) ?? 0,
    canRefund: raw['canRefund'] === true,
    receiptId: cents(raw['receiptId']),
  };
}
