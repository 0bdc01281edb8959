/** Shown when an e-mail address is not valid. */
export const EMAIL_INVALID_MESSAGE = 'Indirizzo e-mail non valido';

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A practical e-mail check: one @, a dot-atom local part of at most 64 characters, a domain of
 * at least two labels (letters, digits, inner hyphens) ending in a top-level domain of 2+
 * letters, 254 characters at most. No quoted local parts, no IP literals.
 */
export function isValidEmail(text: string): boolean {
  const email = text.trim();
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return /^[A-Za-z]{2,}$/.test(labels[labels.length - 1] as string);
}

/** Optional e-mail field: empty is valid (null), otherwise the message when invalid. */
export function validateEmail(text: string): string | null {
  if (text.trim() === '') return null;
  return isValidEmail(text) ? null : EMAIL_INVALID_MESSAGE;
}
