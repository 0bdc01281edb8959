import type { Supplier, SupplierInput } from '@agendina/api';
import {
  DEFAULT_PHONE_PREFIX,
  composePhoneNumber,
  splitPhoneNumber,
  validateEmail,
  validatePartitaIva,
  validatePhone,
  type PhonePrefix,
} from '@agendina/scheduling';

export interface SupplierFormValues {
  name: string;
  contactName: string;
  email: string;
  prefix: PhonePrefix;
  phone: string;
  vatNumber: string;
  notes: string;
  active: boolean;
}

export type SupplierFormErrors = Partial<
  Record<'name' | 'email' | 'phone' | 'vatNumber' | 'contactName' | 'notes', string>
>;

export const emptySupplierValues: SupplierFormValues = {
  name: '',
  contactName: '',
  email: '',
  prefix: DEFAULT_PHONE_PREFIX,
  phone: '',
  vatNumber: '',
  notes: '',
  active: true,
};

/** The form's values for an existing supplier (the phone split into prefix and digits). */
export function supplierValuesOf(supplier: Supplier): SupplierFormValues {
  const { prefix, digits } = splitPhoneNumber(supplier.phoneNumber);
  return {
    name: supplier.name,
    contactName: supplier.contactName ?? '',
    email: supplier.email ?? '',
    prefix,
    phone: digits,
    vatNumber: supplier.vatNumber ?? '',
    notes: supplier.notes ?? '',
    active: supplier.active,
  };
}

/** Name required; e-mail, phone and Partita IVA optional, each checked by the shared rules. */
export function validateSupplierForm(values: SupplierFormValues): SupplierFormErrors {
  const errors: SupplierFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Inserisci il nome del fornitore';
  const email = values.email.trim() === '' ? null : validateEmail(values.email);
  if (email) errors.email = email;
  const phone = values.phone.trim() === '' ? null : validatePhone(values.phone, values.prefix);
  if (phone) errors.phone = phone;
  const vat = values.vatNumber.trim() === '' ? null : validatePartitaIva(values.vatNumber);
  if (vat) errors.vatNumber = vat;
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST /warehouse/suppliers and PUT /warehouse/suppliers/{id}. */
export function supplierInputOf(values: SupplierFormValues): SupplierInput {
  return {
    name: values.name.trim(),
    contactName: orNull(values.contactName),
    email: orNull(values.email),
    phoneNumber:
      values.phone.trim() === '' ? null : composePhoneNumber(values.prefix, values.phone),
    vatNumber: orNull(values.vatNumber),
    notes: orNull(values.notes),
    active: values.active,
  };
}
