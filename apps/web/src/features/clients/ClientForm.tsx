import { Form, PhoneField, TextArea, TextField } from '@agendina/ui';
import { FormFooter } from '../salon/FormFooter.tsx';
import { useCheckedForm } from '../salon/use-checked-form.ts';
import {
  emptyClientValues,
  validateClientForm,
  type ClientFormErrors,
  type ClientFormValues,
} from './client-form.ts';
import * as styles from '../salon/layout.css.ts';

export interface ClientFormProps {
  initialValues?: ClientFormValues;
  submitLabel: string;
  isSubmitting: boolean;
  /** The last server failure (409 duplicate phone, ...), shown with its Italian message. */
  failure: unknown;
  onSubmit: (values: ClientFormValues) => void;
  onCancel?: () => void;
}

/** Name, phone (+39 by default), e-mail and notes. What was typed survives a refusal. */
export function ClientForm({
  initialValues = emptyClientValues,
  submitLabel,
  isSubmitting,
  failure,
  onSubmit,
  onCancel,
}: ClientFormProps) {
  const { values, set, errors, submit } = useCheckedForm<ClientFormValues, ClientFormErrors>(
    initialValues,
    validateClientForm,
    onSubmit,
  );

  return (
    <Form
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      aria-label="Dati cliente"
    >
      <TextField
        label="Nome"
        name="name"
        isRequired
        value={values.name}
        onChange={(name) => set({ name })}
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name}
      />
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
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
      />
      <TextArea label="Note" rows={3} value={values.notes} onChange={(notes) => set({ notes })} />
      <FormFooter
        failure={failure}
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
        onCancel={onCancel}
      />
    </Form>
  );
}
