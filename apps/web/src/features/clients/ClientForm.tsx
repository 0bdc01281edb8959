import {
  Form,
  PhoneField,
  TextArea,
  TextField,
  pageFrame,
  FormFooter,
  type FormFooterProps,
} from '@agendina/ui';
import { useCheckedForm } from '../salon/use-checked-form.ts';
import {
  emptyClientValues,
  validateClientForm,
  type ClientFormErrors,
  type ClientFormValues,
} from './client-form.ts';

export interface ClientFormProps extends FormFooterProps {
  initialValues?: ClientFormValues;
  onSubmit: (values: ClientFormValues) => void;
}

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
    <Form
      className={pageFrame.form}
      onSubmit={submit}

      aria-label="Dati cliente"
    >
      <TextField label="Nome" name="name" isRequired {...field('name')} />
      <PhoneField
        label="Telefono"
        prefix={values.prefix}
        onPrefixChange={(prefix) => set({ prefix })}
        number={values.phone}
        onNumberChange={(phone) => set({ phone })}
        errorMessage={errors.phone ?? null}
      />
      <TextField
        label="E-mail"
        name="email"
        type="email"
        value={values.email}
        onChange={(email) => set({ email })}
        errorMessage={errors.email}
      />
      <TextArea label="Note" rows={3} value={values.notes} onChange={(notes) => set({ notes })} />
      <FormFooter {...footer} />
    </Form>
  );
}
