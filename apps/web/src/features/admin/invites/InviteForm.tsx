import { useState, type FormEvent } from 'react';
import { Columns, ColumnsItem, NumberField, TextArea, TextField } from '@agendina/ui';
import { PageForm } from '../../salon/PageForm.tsx';
import {
  emptyInviteValues,
  inviteLimits,
  validateInviteForm,
  type InviteFormErrors,
  type InviteFormValues,
} from './invite-form.ts';

export interface InviteFormProps {
  isSubmitting: boolean;
  /** The last server failure, in Italian. */
  failure: unknown;
  /** Resolves when the invitation exists: only then is the form emptied. */
  onSubmit: (values: InviteFormValues) => Promise<unknown>;
}

/** Note, optional e-mail and expiry of a new invitation. What was typed survives a refusal. */
export function InviteForm({ isSubmitting, failure, onSubmit }: InviteFormProps) {
  const [values, setValues] = useState<InviteFormValues>(emptyInviteValues);
  const [errors, setErrors] = useState<InviteFormErrors>({});
  const set = (patch: Partial<InviteFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateInviteForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(values).then(
      () => setValues(emptyInviteValues),
      // The failure is shown from the mutation's state; the values stay as typed.
      () => undefined,
    );
  };

  return (
    <PageForm
      label="Nuovo invito"
      onSubmit={submit}
      footer={{ failure, submitLabel: 'Genera invito', isSubmitting }}
    >
      <Columns space="md" collapseBelow="desktop">
        <ColumnsItem>
          <TextField
            label="E-mail del salone (facoltativa)"
            name="email"
            type="email"
            value={values.email}
            onChange={(email) => set({ email })}
            description="Solo per ricordare a chi è destinato l'invito"
            errorMessage={errors.email}
          />
        </ColumnsItem>
        <ColumnsItem>
          <NumberField
            label="Scadenza in giorni"
            name="expiresInDays"
            minValue={inviteLimits.days.min}
            maxValue={inviteLimits.days.max}
            value={values.expiresInDays}
            onChange={(expiresInDays) => set({ expiresInDays })}
            description={`Da ${inviteLimits.days.min} a ${inviteLimits.days.max} giorni`}
            errorMessage={errors.expiresInDays}
          />
        </ColumnsItem>
      </Columns>
      <TextArea
        label="Nota (facoltativa)"
        name="note"
        rows={2}
        value={values.note}
        onChange={(note) => set({ note })}
        description={`Per chi è l'invito, al massimo ${inviteLimits.note} caratteri`}
        errorMessage={errors.note}
      />
    </PageForm>
  );
}
