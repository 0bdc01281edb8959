import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { PlainButton, PlainCheckbox, PlainForm, PlainTextField } from '@agendina/ui';
import { validateLogin, type LoginErrors, type LoginValues } from './login-validation.ts';
import * as styles from './AuthForm.css.ts';
import { AlertText } from '../../components/AlertText.tsx';
import { typedText, usePrerenderedForm } from './use-prerendered-form.ts';

export interface LoginFormProps {
  initialEmail: string;
  initialRemember: boolean;
  isSubmitting: boolean;
  /** The Italian message of the last failed attempt, if any. */
  failure: string | null;
  /**
   * The login was refused because the e-mail is not verified: the failure comes with a link to
   * the verification page and a button that sends a new code (omitted otherwise).
   */
  verification?: { isResending: boolean; onResend: () => void } | undefined;
  onSubmit: (values: LoginValues) => void;
}

/**
 * E-mail, password and "Ricordami". Nothing typed is lost when the server refuses. The kit's
 * plain controls (native elements, no React Aria) keep /login under its 130 KB budget.
 */
export function LoginForm({
  initialEmail,
  initialRemember,
  isSubmitting,
  failure,
  verification,
  onSubmit,
}: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>({
    email: initialEmail,
    password: '',
    remember: initialRemember,
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  usePrerenderedForm(formRef, (typed) =>
    setValues((v) => ({
      email: typedText(typed, 'email') ?? v.email,
      password: typedText(typed, 'password') ?? v.password,
      remember: typed.get('remember') === true || v.remember,
    })),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <PlainForm
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      aria-label="Accesso"
      // Before the app arrives: a submit is held and says so (early-form.ts), or, with no script
      // at all, posts to /login and nothing else (never a password in an address).
      method="post"
      data-waiting-label="Accesso in corso..."
    >
      <PlainTextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="username"
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        errorMessage={errors.email}
      />
      <PlainTextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        errorMessage={errors.password}
      />
      <PlainCheckbox
        name="remember"
        isSelected={values.remember}
        onChange={(remember) => setValues((v) => ({ ...v, remember }))}
      >
        Ricordami
      </PlainCheckbox>
      <AlertText className={styles.failure}>{failure}</AlertText>
      {verification ? (
        <div className={styles.verification}>
          <Link to="/verify-email">Inserisci il codice di verifica</Link>
          <PlainButton
            variant="secondary"
            onPress={verification.onResend}
            isDisabled={verification.isResending}
          >
            {verification.isResending ? 'Invio in corso...' : 'Invia di nuovo il codice'}
          </PlainButton>
        </div>
      ) : null}
      <PlainButton type="submit" isDisabled={isSubmitting}>
        {isSubmitting ? 'Accesso in corso...' : 'Accedi'}
      </PlainButton>
    </PlainForm>
  );
}
