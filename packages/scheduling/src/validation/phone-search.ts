/** A search term that looks like a phone number: digits, spaces and + ( ) . / - only. */
const PHONE_LIKE = /^[\d\s+()./-]+$/;

/**
 * The digits a search term matches against phone numbers (the client search of SPEC.md §7,
 * also the inbox's `q`): '347 123' gives '347123', so it finds '+393471234567'. Null when the
 * term is not phone-like ('Anna 3' searches names only) or has no digit.
 */
export function phoneSearchDigits(term: string): string | null {
  const trimmed = term.trim();
  if (!PHONE_LIKE.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits === '' ? null : digits;
}
