import { Form, PhoneField, TextArea, TextField, pageFrame, FormFooter } from '@agendina/ui';
import { phoneFieldOf, useCheckedForm, type CheckedFormProps } from '../salon/use-checked-form.ts';
import {
  emptyClientValues,
  validateClientForm,
  type ClientFormErrors,
  type ClientFormValues,
} from './client-form.ts';

export type ClientFormProps = CheckedFormProps<ClientFormValues>;

/** Name, phone (+39 by default), e-mail and notes. What was typed survives a refusal. */
export function ClientForm({
  initialValues = emptyClientValues,
  onSubmit,
  ...footer
}: ClientFormProps) {
  const { values, set, errors, submit, field } = useCheckedForm<ClientFormValues, ClientFormErrors>(
    initialValues,
    validateClientForm,
    onSubmit,
  );

  return (
    <Form className={pageFrame.form} onSubmit={submit} aria-label="Dati cliente">
      <TextField label="Nome" name="name" isRequired {...field('name')} />
      <PhoneField
        label="Telefono"
        {...phoneFieldOf(values, set)}
        errorMessage={errors.phone ?? null}
      />
      <TextField label="E-mail" name="email" type="email" {...field('email')} />
      <TextArea label="Note" rows={3} value={values.notes} onChange={(notes) => set({ notes })} />
      <FormFooter {...footer} />
    </Form>
  );
}
