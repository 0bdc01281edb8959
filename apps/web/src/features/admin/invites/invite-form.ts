import type { components } from '@agendina/api';
import { validateEmail } from '@agendina/scheduling';

/** The limits of SignupTokenCreateRequest in openapi/, checked before sending. */
export const inviteLimits = { note: 500, days: { min: 1, max: 90, default: 7 } } as const;

export interface InviteFormValues {
  note: string;
  email: string;
  /** NaN while the field is empty (React Aria's NumberField). */
  expiresInDays: number;
}

export type InviteFormErrors = Partial<Record<keyof InviteFormValues, string>>;

export const emptyInviteValues: InviteFormValues = {
  note: '',
  email: '',
  expiresInDays: inviteLimits.days.default,
};

/** Note and e-mail are optional; the expiry is a whole number of days from 1 to 90. */
export function validateInviteForm(values: InviteFormValues): InviteFormErrors {
  const errors: InviteFormErrors = {};
  const note = values.note.trim().length;
  if (note > inviteLimits.note)
    errors.note = `La nota può avere al massimo ${inviteLimits.note} caratteri (ora ${note})`;
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const { min, max } = inviteLimits.days;
  const days = values.expiresInDays;
  if (!Number.isInteger(days) || days < min || days > max)
    errors.expiresInDays = `Indica una scadenza da ${min} a ${max} giorni`;
  return errors;
}

/** The body of POST /admin/signup-tokens: blanks left out, text trimmed. */
export function inviteRequestOf(
  values: InviteFormValues,
): components['schemas']['SignupTokenCreateRequest'] {
  const note = values.note.trim();
  const email = values.email.trim();
  return {
    ...(note === '' ? {} : { note }),
    ...(email === '' ? {} : { email }),
    expiresInDays: values.expiresInDays,
  };
}

/** The address a new salon signs up at with this invitation. */
export const signupLinkOf = (origin: string, token: string): string =>
  `${origin}/signup?token=${encodeURIComponent(token)}`;
