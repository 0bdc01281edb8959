/** Shown when a Partita IVA is not valid. */
export const PARTITA_IVA_INVALID_MESSAGE = 'Partita IVA non valida';

/**
 * The check digit of the first 10 digits of a Partita IVA (the Italian algorithm): digits in odd
 * places (1st, 3rd ...) are added; digits in even places are doubled, minus 9 when over 9, and
 * added; the check digit is (10 - sum mod 10) mod 10. Null for other input.
 */
export function partitaIvaCheckDigit(first10: string): number | null {
  if (!/^\d{10}$/.test(first10)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** Spaces removed and an optional leading 'IT' (any case) dropped. */
export function normalisePartitaIva(text: string): string {
  const compact = text.replace(/\s+/g, '');
  return /^it/i.test(compact) ? compact.slice(2) : compact;
}

/**
 * True for 11 digits with the right check digit (spaces and an 'IT' prefix are allowed).
 * 00000000000 passes the arithmetic but is no number anyone holds: rejected.
 */
export function isValidPartitaIva(text: string): boolean {
  const digits = normalisePartitaIva(text);
  if (!/^\d{11}$/.test(digits) || digits === '00000000000') return false;
  return partitaIvaCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** Optional field: empty is valid (null), otherwise the message when invalid. */
export function validatePartitaIva(text: string): string | null {
  if (text.trim() === '') return null;
  return isValidPartitaIva(text) ? null : PARTITA_IVA_INVALID_MESSAGE;
}
