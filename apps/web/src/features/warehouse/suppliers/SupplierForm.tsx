import { Checkbox, PhoneField, TextArea, TextField } from '@agendina/ui';
import { CheckedPageForm } from '../../salon/PageForm.tsx';
import { phoneFieldOf, type CheckedFormProps } from '../../salon/use-checked-form.ts';
import { fieldErrorsOf } from '../orders/server-errors.ts';
import {
  emptySupplierValues,
  validateSupplierForm,
  type SupplierFormErrors,
  type SupplierFormValues,
} from './supplier-form.ts';

export type SupplierFormProps = CheckedFormProps<SupplierFormValues>;

/**
 * Name, contact, e-mail, phone, Partita IVA (checked here with the shared rule, and the server's
 * 400 shown on its field), notes and active. What was typed survives a refusal.
 */
export function SupplierForm(props: SupplierFormProps) {
  const server = fieldErrorsOf(props.failure);
  return (
    <CheckedPageForm
      {...props}
      label="Dati del fornitore"
      emptyValues={emptySupplierValues}
      check={validateSupplierForm}
    >
      {({ values, set, errors, field }) => {
        const errorOf = (key: keyof SupplierFormErrors) => errors[key] ?? server[key];
        // A field bound to the form, showing the form's error or else the server's.
        const bind = (key: Exclude<keyof SupplierFormErrors, 'phone'>) => ({
          ...field(key),
          errorMessage: errorOf(key),
        });
        return (
          <>
            <TextField label="Nome" name="name" isRequired {...bind('name')} />
            <TextField label="Referente" name="contactName" {...bind('contactName')} />
            <TextField label="E-mail" name="email" type="email" {...bind('email')} />
            <PhoneField
              label="Telefono"
              {...phoneFieldOf(values, set)}
              errorMessage={errorOf('phone') ?? server['phoneNumber'] ?? null}
            />
            <TextField
              label="Partita IVA"
              name="vatNumber"
              description="11 cifre; spazi e prefisso IT sono accettati"
              {...bind('vatNumber')}
            />
            <TextArea label="Note" rows={3} {...bind('notes')} />
            <Checkbox isSelected={values.active} onChange={(active) => set({ active })}>
              Fornitore attivo
            </Checkbox>
          </>
        );
      }}
    </CheckedPageForm>
  );
}
