/** Shown when a barcode is not a valid EAN-13. */
export const EAN13_INVALID_MESSAGE = 'Codice EAN-13 non valido';

/** The check digit of the first 12 digits of an EAN-13 (weights 1, 3, 1, 3 ... from the left); null for other input. */
export function ean13CheckDigit(first12: string): number | null {
  if (!/^\d{12}$/.test(first12)) return null;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 digits whose last one is the right check digit (spaces around are ignored). */
export function isValidEan13(code: string): boolean {
  const text = code.trim();
  if (!/^\d{13}$/.test(text)) return false;
  return ean13CheckDigit(text.slice(0, 12)) === Number(text[12]);
}

/** Optional barcode field: empty is valid (null), otherwise the message when invalid. */
export function validateEan13(code: string): string | null {
  if (code.trim() === '') return null;
  return isValidEan13(code) ? null : EAN13_INVALID_MESSAGE;
}
