/** Country prefixes offered by the client form (SPEC.md §5); +39 is the default. */
export const PHONE_PREFIXES = ['+39', '+1', '+33', '+49', '+34', '+41', '+43', '+44'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '+39';

/** Limits of SPEC.md §5 and §9. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 14;
export const PHONE_INPUT_MAX_LENGTH = 15;

/** The three phone messages, word for word (SPEC.md §5). */
export const PHONE_MESSAGES = {
  tooShort: 'Il numero deve essere di almeno 6 cifre',
  tooLong: 'Il numero non può superare le 14 cifre',
  invalid: 'Formato numero non valido',
} as const;

/** A full number: a plus sign, a non-zero digit, then 6 to 14 digits. */
const FULL_NUMBER = /^\+[1-9]\d{6,14}$/;

/** What the phone input keeps of a keystroke or a paste: digits only, at most 15 characters. */
export function sanitisePhoneInput(text: string): string {
  return text.replace(/\D+/g, '').slice(0, PHONE_INPUT_MAX_LENGTH);
}

/** True when the text is one of the offered prefixes. */
export function isPhonePrefix(text: string): text is PhonePrefix {
  return (PHONE_PREFIXES as readonly string[]).includes(text);
}

/** True for a full number in the form of SPEC.md §5 (plus, non-zero digit, 6 to 14 digits). */
export function isValidFullPhoneNumber(full: string): boolean {
  return FULL_NUMBER.test(full);
}

/**
 * Validates the number typed after the prefix. The phone is optional: empty is valid (null).
 * Otherwise: fewer than 6 digits, more than 14, or a full number (prefix + digits) not in the
 * required form each give their message; anything but digits is 'Formato numero non valido'.
 */
export function validatePhone(
  digits: string,
  prefix: string = DEFAULT_PHONE_PREFIX,
): string | null {
  const trimmed = digits.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return PHONE_MESSAGES.invalid;
  if (trimmed.length < PHONE_MIN_DIGITS) return PHONE_MESSAGES.tooShort;
  if (trimmed.length > PHONE_MAX_DIGITS) return PHONE_MESSAGES.tooLong;
  if (!isPhonePrefix(prefix) || !isValidFullPhoneNumber(prefix + trimmed))
    return PHONE_MESSAGES.invalid;
  return null;
}

/** The number sent to the API: prefix + digits, or null when no digits were typed. */
export function composePhoneNumber(prefix: string, digits: string): string | null {
  const clean = digits.replace(/\D+/g, '');
  return clean === '' ? null : `${prefix}${clean}`;
}

/** A stored number without spaces, dots, dashes or brackets, "00" read as "+". */
function normalisePhoneText(full: string | null | undefined): string {
  const text = (full ?? '').replace(/[\s().-]+/g, '');
  return text.startsWith('00') ? `+${text.slice(2)}` : text;
}

/**
 * A stored number in international form as digits only (what wa.me and tel: want): its own
 * country code when it has one, else the default prefix's; null when it has no digits.
 */
export function internationalPhoneDigits(full: string | null | undefined): string | null {
  const normalised = normalisePhoneText(full);
  if (normalised.startsWith('+')) return normalised.replace(/\D+/g, '') || null;
  const { prefix, digits } = splitPhoneNumber(normalised);
  return digits === '' ? null : `${prefix.slice(1)}${digits}`;
}

/**
 * Splits a stored number for editing: the longest offered prefix it starts with, and the rest
 * as digits. A number without an offered prefix keeps its digits under the default prefix.
 */
export function splitPhoneNumber(full: string | null | undefined): {
  prefix: PhonePrefix;
  digits: string;
} {
  const normalised = normalisePhoneText(full);
  const prefix = [...PHONE_PREFIXES]
    .sort((a, b) => b.length - a.length)
    .find((p) => normalised.startsWith(p));
  if (prefix) return { prefix, digits: normalised.slice(prefix.length).replace(/\D+/g, '') };
  return { prefix: DEFAULT_PHONE_PREFIX, digits: normalised.replace(/\D+/g, '') };
}
