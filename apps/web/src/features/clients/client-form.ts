import type { Client, ClientInput } from '@agendina/api';
import {
  DEFAULT_PHONE_PREFIX,
  composePhoneNumber,
  splitPhoneNumber,
  validateEmail,
  validatePhone,
  type PhonePrefix,
} from '@agendina/scheduling';

export interface ClientFormValues {
  name: string;
  prefix: PhonePrefix;
  phone: string;
  email: string;
  notes: string;
}

export type ClientFormErrors = Partial<Record<'name' | 'phone' | 'email', string>>;

export const emptyClientValues: ClientFormValues = {
  name: '',
  prefix: DEFAULT_PHONE_PREFIX,
  phone: '',
  email: '',
  notes: '',
};

/** The values of the form for an existing client (the phone split into prefix and digits). */
export function clientValuesOf(client: Pick<Client, 'name' | 'phoneNumber' | 'email' | 'notes'>) {
  const { prefix, digits } = splitPhoneNumber(client.phoneNumber);
  return {
    name: client.name,
    prefix,
    phone: digits,
    email: client.email ?? '',
    notes: client.notes ?? '',
  } satisfies ClientFormValues;
}

/** Name required; phone and e-mail optional, checked by the shared rules (SPEC.md §5). */
export function validateClientForm(values: ClientFormValues): ClientFormErrors {
  const errors: ClientFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Inserisci il nome del cliente';
  const phone = validatePhone(values.phone, values.prefix);
  if (phone) errors.phone = phone;
  const email = values.email.trim() === '' ? null : validateEmail(values.email);
  if (email) errors.email = email;
  return errors;
}

/** The body of POST /clients and PUT /clients/{id}. */
export function clientInputOf(values: ClientFormValues): ClientInput {
  const email = values.email.trim();
  const notes = values.notes.trim();
  return {
    name: values.name.trim(),
    phoneNumber: composePhoneNumber(values.prefix, values.phone),
    email: email === '' ? null : email,
    notes: notes === '' ? null : notes,
  };
}
