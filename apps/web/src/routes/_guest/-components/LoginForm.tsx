import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Form, TextField } from '@agendina/ui';
import { validateLogin, type LoginErrors, type LoginValues } from './login-validation.ts';
import * as styles from './AuthForm.css.ts';
import { AlertText } from '../../../components/AlertText.tsx';

export interface LoginFormProps {
  initialEmail: string;
  initialRemember: boolean;
  isSubmitting: boolean;
  /** The Italian message of the last failed attempt, if any. */
  failure: string | null;
  onSubmit: (values: LoginValues) => void;
}

/** E-mail, password and "Ricordami". Nothing typed is lost when the server refuses. */
export function LoginForm({
  initialEmail,
  initialRemember,
  isSubmitting,
  failure,
  onSubmit,
}: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({
    email: initialEmail,
    password: '',
    remember: initialRemember,
  });
  const [errors, setErrors] = useState<LoginErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <Form className={styles.form} onSubmit={submit} aria-label="Accesso">
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="username"
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        errorMessage={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        errorMessage={errors.password}
      />
      <Checkbox
        isSelected={values.remember}
        onChange={(remember) => setValues((v) => ({ ...v, remember }))}
      >
        Ricordami
      </Checkbox>
      <AlertText className={styles.failure}>{failure}</AlertText>
      <Button type="submit" isDisabled={isSubmitting}>
        {isSubmitting ? 'Accesso in corso...' : 'Accedi'}
      </Button>
    </Form>
  );
}
