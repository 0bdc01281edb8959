import { PhoneField, TextArea, TextField } from '@agendina/ui';
import { CheckedPageForm } from '../salon/PageForm.tsx';
import { phoneFieldOf, type CheckedFormProps } from '../salon/use-checked-form.ts';
import { emptyClientValues, validateClientForm, type ClientFormValues } from './client-form.ts';

export type ClientFormProps = CheckedFormProps<ClientFormValues>;

/** Name, phone (+39 by default), e-mail and notes. What was typed survives a refusal. */
export function ClientForm(props: ClientFormProps) {
  return (
    <CheckedPageForm
      {...props}
      label="Dati cliente"
      emptyValues={emptyClientValues}
      check={validateClientForm}
    >
      {({ values, set, errors, field }) => (
        <>
          <TextField label="Nome" name="name" isRequired {...field('name')} />
          <PhoneField
            label="Telefono"
            {...phoneFieldOf(values, set)}
            errorMessage={errors.phone ?? null}
          />
          <TextField label="E-mail" name="email" type="email" {...field('email')} />
          <TextArea
            label="Note"
            rows={3}
            value={values.notes}
            onChange={(notes) => set({ notes })}
          />
        </>
      )}
    </CheckedPageForm>
  );
}
