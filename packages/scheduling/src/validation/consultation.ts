// The /consulenza form's rule (issue #20): the browser runs it before sending, the server runs
// it again on what arrives, so both show the same Italian message for the same field.
import { BUSINESS_TYPES } from '@agendina/contract';
import type { BusinessType, ConsultationRequestCreate } from '@agendina/contract';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from './email.ts';
import {
  DEFAULT_PHONE_PREFIX,
  PHONE_MAX_DIGITS,
  PHONE_MESSAGES,
  PHONE_MIN_DIGITS,
  isValidFullPhoneNumber,
  validatePhone,
} from './phone.ts';

type ConsultationRequestBody = ConsultationRequestCreate;

/** The fields the rule reads, as a form holds them (texts as typed, consent as a tick). */
export interface ConsultationInput {
  name: string;
  businessName: string;
  businessType: string;
  phone: string;
  email: string;
  message?: string | undefined;
  consent: boolean;
  website?: string | undefined;
}

export type ConsultationField = Exclude<keyof ConsultationInput, 'website'>;

/** The limits of ConsultationRequestCreate.yaml. */
export const CONSULTATION_LIMITS = {
  name: 100,
  businessName: 150,
  message: 2000,
} as const;

export const CONSULTATION_MESSAGES = {
  nameRequired: 'Inserisci il tuo nome',
  businessNameRequired: "Inserisci il nome dell'attività",
  businessTypeRequired: 'Scegli il tipo di attività',
  phoneRequired: 'Inserisci un numero di telefono',
  emailRequired: "Inserisci l'indirizzo e-mail",
  emailInvalid: EMAIL_INVALID_MESSAGE,
  consentRequired: 'Per inviare la richiesta devi acconsentire al trattamento dei dati',
  tooLong: (limit: number) => `Al massimo ${limit} caratteri`,
} as const;

export type ConsultationResult =
  | { ok: true; body: ConsultationRequestBody }
  | { ok: false; errors: Partial<Record<ConsultationField, string>> };

const isBusinessType = (text: string): text is BusinessType =>
  (BUSINESS_TYPES as readonly string[]).includes(text);

/**
 * The number as typed ("347 123 4567", "+39 347-1234567", "0039…") to the contract's form
 * (+393471234567), or the message of what is wrong. Without a prefix it is an Italian number.
 */
export function normaliseConsultationPhone(text: string): { phone: string } | { error: string } {
  const compact = text.replace(/[\s().-]+/g, '');
  if (compact === '') return { error: CONSULTATION_MESSAGES.phoneRequired };
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (!withPlus.startsWith('+')) {
    const problem = validatePhone(withPlus, DEFAULT_PHONE_PREFIX);
    return problem ? { error: problem } : { phone: `${DEFAULT_PHONE_PREFIX}${withPlus}` };
  }
  const digits = withPlus.slice(1);
  if (!/^\d+$/.test(digits)) return { error: PHONE_MESSAGES.invalid };
  if (digits.length < PHONE_MIN_DIGITS + 1) return { error: PHONE_MESSAGES.tooShort };
  if (digits.length > PHONE_MAX_DIGITS + 1) return { error: PHONE_MESSAGES.tooLong };
  return isValidFullPhoneNumber(withPlus) ? { phone: withPlus } : { error: PHONE_MESSAGES.invalid };
}

function requiredText(
  text: string,
  limit: number,
  missing: string,
): { value: string } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: missing };
  if (value.length > limit) return { error: CONSULTATION_MESSAGES.tooLong(limit) };
  return { value };
}

/**
 * Checks the form and, when every field is right, returns the request body (texts trimmed, the
 * phone in international form, the honeypot passed through as it came: the server decides).
 */
export function validateConsultationRequest(input: ConsultationInput): ConsultationResult {
  const errors: Partial<Record<ConsultationField, string>> = {};
  const name = requiredText(
    input.name,
    CONSULTATION_LIMITS.name,
    CONSULTATION_MESSAGES.nameRequired,
  );
  if ('error' in name) errors.name = name.error;
  const businessName = requiredText(
    input.businessName,
    CONSULTATION_LIMITS.businessName,
    CONSULTATION_MESSAGES.businessNameRequired,
  );
  if ('error' in businessName) errors.businessName = businessName.error;
  const businessType = input.businessType;
  if (!isBusinessType(businessType))
    errors.businessType = CONSULTATION_MESSAGES.businessTypeRequired;
  const phone = normaliseConsultationPhone(input.phone);
  if ('error' in phone) errors.phone = phone.error;
  const email = input.email.trim();
  if (email === '') errors.email = CONSULTATION_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = CONSULTATION_MESSAGES.emailInvalid;
  const message = (input.message ?? '').trim();
  if (message.length > CONSULTATION_LIMITS.message)
    errors.message = CONSULTATION_MESSAGES.tooLong(CONSULTATION_LIMITS.message);
  if (input.consent !== true) errors.consent = CONSULTATION_MESSAGES.consentRequired;

  // The narrowing checks repeat what `errors` already says, for the compiler's sake.
  if (
    Object.keys(errors).length > 0 ||
    'error' in name ||
    'error' in businessName ||
    'error' in phone ||
    !isBusinessType(businessType)
  )
    return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: name.value,
      businessName: businessName.value,
      businessType,
      phone: phone.phone,
      email,
      ...(message === '' ? {} : { message }),
      consent: true,
      website: input.website ?? '',
    },
  };
}
