// Validation rules of the forms (SPEC.md §5 and the modules'): the browser shows them, the server
// enforces them, with the same Italian messages.
export type { PhonePrefix } from './phone.ts';
export {
  PHONE_PREFIXES,
  DEFAULT_PHONE_PREFIX,
  PHONE_MIN_DIGITS,
  PHONE_MAX_DIGITS,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_MESSAGES,
  sanitisePhoneInput,
  isPhonePrefix,
  isValidFullPhoneNumber,
  validatePhone,
  composePhoneNumber,
  splitPhoneNumber,
  internationalPhoneDigits,
} from './phone.ts';
export { phoneSearchDigits } from './phone-search.ts';
export { EMAIL_INVALID_MESSAGE, isValidEmail, validateEmail } from './email.ts';
export type { ConsultationField, ConsultationInput, ConsultationResult } from './consultation.ts';
export {
  CONSULTATION_LIMITS,
  CONSULTATION_MESSAGES,
  normaliseConsultationPhone,
  validateConsultationRequest,
} from './consultation.ts';
export {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeInput,
} from './password.ts';
export { EAN13_INVALID_MESSAGE, ean13CheckDigit, isValidEan13, validateEan13 } from './ean13.ts';
export { CARD_NUMBER_INVALID_MESSAGE, cardDigits, luhnValid } from './luhn.ts';
export {
  PARTITA_IVA_INVALID_MESSAGE,
  partitaIvaCheckDigit,
  normalisePartitaIva,
  isValidPartitaIva,
  validatePartitaIva,
} from './partita-iva.ts';
export {
  CODICE_FISCALE_INVALID_MESSAGE,
  codiceFiscaleCheckLetter,
  isValidCodiceFiscale,
  normaliseCodiceFiscale,
  validateCodiceFiscale,
} from './codice-fiscale.ts';
export { COLOUR_INVALID_MESSAGE, isHexColour, validateHexColour } from './colour.ts';
export type { DateTextKind, DateTextProblem } from './date-text.ts';
export {
  FIRST_YEAR,
  LAST_YEAR,
  DATE_TEXT_MESSAGES,
  dateTextProblem,
  validateDateText,
} from './date-text.ts';
export {
  RESERVED_SLUGS,
  SLUG_MAX_LENGTH,
  SLUG_MESSAGES,
  SLUG_MIN_LENGTH,
  slugProblem,
  suggestSlug,
} from './booking-slug.ts';
