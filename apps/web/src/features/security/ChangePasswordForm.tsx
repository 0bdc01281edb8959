import { useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, Form, TextField, Inline } from '@agendina/ui';
import { validatePasswordChange, type PasswordChangeInput } from '@agendina/scheduling';
import * as styles from './security.css.ts';
import { AlertText } from '../../components/AlertText.tsx';

export interface ChangePasswordFormProps {
  isSubmitting: boolean;
  failure: string | null;
  onSubmit: (values: { currentPassword: string; newPassword: string }) => void;
}

const empty: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current, new and confirm (SPEC.md §5). Submit stays disabled until the three are valid; a
 * confirmation dialog comes before the change, which logs the user out everywhere.
 */
export function ChangePasswordForm({ isSubmitting, failure, onSubmit }: ChangePasswordFormProps) {
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordChangeInput, boolean>>>({});
  const [isConfirming, setConfirming] = useState(false);
  const errors = validatePasswordChange(values);
  const isValid = Object.keys(errors).length === 0;

  const field = (name: keyof PasswordChangeInput, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(text) => setValues((v) => ({ ...v, [name]: text }))}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      isInvalid={Boolean(touched[name] && errors[name])}
      errorMessage={touched[name] ? errors[name] : undefined}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isValid) setConfirming(true);
  };

  return (
    <Form
      className={styles.form}
      onSubmit={submit}

      aria-label="Cambia password"
    >
      {field('currentPassword', 'Password attuale', 'current-password')}
      {field('newPassword', 'Nuova password', 'new-password')}
      {field('confirmPassword', 'Conferma nuova password', 'new-password')}
      <AlertText className={styles.failure}>{failure}</AlertText>
      <Inline space="sm" align="right">
        <Button type="submit" isDisabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Salvataggio...' : 'Cambia password'}
        </Button>
      </Inline>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title="Cambiare la password?"
        message="Dopo il cambio verrai disconnesso da tutti i dispositivi e dovrai accedere con la nuova password."
        confirmLabel="Cambia password"
        onConfirm={() =>
          onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword })
        }
      />
    </Form>
  );
}
