import { useState, type FormEvent } from 'react';
import type { SupportTicketCategory } from '@agendina/api';
import { Form, Select, TextArea, TextField, pageFrame, FormFooter } from '@agendina/ui';
import {
  categoryLabels,
  emptyTicketValues,
  ticketLimits,
  validateTicketForm,
  type TicketFormErrors,
  type TicketFormValues,
} from './ticket-form.ts';

const categoryOptions = (Object.keys(categoryLabels) as SupportTicketCategory[]).map((id) => ({
  id,
  name: categoryLabels[id],
}));

export interface SupportTicketFormProps {
  isSubmitting: boolean;
  /** The last server failure (400 with its details, 500, network), in Italian. */
  failure: unknown;
  /** Resolves when the ticket is open: only then is the form emptied. */
  onSubmit: (values: TicketFormValues & { category: SupportTicketCategory }) => Promise<unknown>;
}

/** Subject, category and message of a new support ticket. What was typed survives a refusal. */
export function SupportTicketForm({ isSubmitting, failure, onSubmit }: SupportTicketFormProps) {
  const [values, setValues] = useState<TicketFormValues>(emptyTicketValues);
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const set = (patch: Partial<TicketFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateTicketForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.category === null) return;
    onSubmit({ ...values, category: values.category }).then(
      () => setValues(emptyTicketValues),
      // The failure is shown from the mutation's state; the values stay as typed.
      () => undefined,
    );
  };

  return (
    <Form
      className={pageFrame.form}
      onSubmit={submit}

      aria-label="Nuova richiesta di assistenza"
    >
      <TextField
        label="Oggetto"
        name="subject"
        isRequired
        value={values.subject}
        onChange={(subject) => set({ subject })}
        description={`Da ${ticketLimits.subject.min} a ${ticketLimits.subject.max} caratteri`}
        errorMessage={errors.subject}
      />
      <Select
        label="Categoria"
        name="category"
        isRequired
        options={categoryOptions}
        selectedKey={values.category}
        onSelectionChange={(key) => key !== null && set({ category: key as SupportTicketCategory })}
        errorMessage={errors.category}
      />
      <TextArea
        label="Messaggio"
        name="message"
        isRequired
        rows={6}
        value={values.message}
        onChange={(message) => set({ message })}
        description={`Cosa è successo e cosa ti aspettavi: da ${ticketLimits.message.min} a ${ticketLimits.message.max} caratteri (${values.message.trim().length} scritti)`}
        errorMessage={errors.message}
      />
      <FormFooter failure={failure} submitLabel="Invia richiesta" isSubmitting={isSubmitting} />
    </Form>
  );
}
