import {
  isValidEmail,
  validateNewPassword,
  validatePhone,
  type PhonePrefix,
} from '@agendina/scheduling';
import type { BusinessType } from '@agendina/ui';

export interface SignupValues {
  name: string;
  email: string;
  businessType: BusinessType;
  phonePrefix: PhonePrefix;
  phoneDigits: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

/** The checks before sending the signup; password and phone rules are the shared ones. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.name.trim() === '') errors.name = 'Inserisci il nome della tua attività';
  if (values.email.trim() === '') errors.email = "Inserisci l'indirizzo e-mail";
  else if (!isValidEmail(values.email)) errors.email = 'Indirizzo e-mail non valido';
  const phone = validatePhone(values.phoneDigits, values.phonePrefix);
  if (phone) errors.phoneDigits = phone;
  const password = validateNewPassword(values.password);
  if (password) errors.password = password;
  if (values.confirmPassword !== values.password)
    errors.confirmPassword = 'Le password non coincidono';
  if (!values.termsAccepted)
    errors.termsAccepted = 'Per registrarti devi accettare termini e privacy';
  return errors;
}
