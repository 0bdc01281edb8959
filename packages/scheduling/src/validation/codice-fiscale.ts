import { isValidPartitaIva } from './partita-iva.ts';

/** Shown when a codice fiscale is not valid. */
export const CODICE_FISCALE_INVALID_MESSAGE =
  'Codice fiscale non valido: 16 caratteri, o 11 cifre per una società';

// A person's code: surname, name, year, month letter, day (+40 for women), town, check letter.
// Digits may be replaced by the letters LMNPQRSTUV when two people would share a code
// ("omocodia"), so the digit places accept those letters too.
const PERSON =
  /^[A-Z]{6}[\dLMNPQRSTUV]{2}[ABCDEHLMPRST][\dLMNPQRSTUV]{2}[A-Z][\dLMNPQRSTUV]{3}[A-Z]$/;

// Values of the characters in odd places (1st, 3rd ...) for the check letter, in the order
// 0-9 then A-Z; in even places a digit counts its value and a letter its place in the alphabet.
const ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
  12, 14, 16, 10, 22, 25, 24, 23,
];
const indexOf = (char: string) =>
  char >= '0' && char <= '9' ? char.charCodeAt(0) - 48 : char.charCodeAt(0) - 65 + 10;

/** The check letter of the first 15 characters of a person's codice fiscale. */
export function codiceFiscaleCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const index = indexOf(first15[i] ?? '0');
    sum += i % 2 === 0 ? (ODD[index] ?? 0) : index < 10 ? index : index - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Spaces removed, upper case. */
export const normaliseCodiceFiscale = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * A person's 16-character code with the right check letter, or a company's 11 digits (the same
 * number and check digit as its Partita IVA).
 */
export function isValidCodiceFiscale(text: string): boolean {
  const code = normaliseCodiceFiscale(text);
  if (/^\d{11}$/.test(code)) return isValidPartitaIva(code);
  return PERSON.test(code) && codiceFiscaleCheckLetter(code.slice(0, 15)) === code[15];
}

/** Optional field: empty is valid (null), otherwise the message when invalid. */
export function validateCodiceFiscale(text: string): string | null {
  if (text.trim() === '') return null;
  return isValidCodiceFiscale(text) ? null : CODICE_FISCALE_INVALID_MESSAGE;
}
