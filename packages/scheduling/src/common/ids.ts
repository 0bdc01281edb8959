import type { Id } from '@agendina/contract';

const DIGITS = /^\d+$/;

/**
 * An id read where it may arrive as text (an API answer, an address): a positive safe integer,
 * also when written "42"; anything else is null. The one rule for both edges, so the api's
 * normaliser and the app's search params agree on what an id is.
 */
export function readId(value: unknown): Id | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && DIGITS.test(value.trim())) return readId(Number(value.trim()));
  return null;
}
