import { useRef, useState, type FormEvent } from 'react';
import {
  BUSINESS_TYPES,
  BUSINESS_WORDING,
  Button,
  Checkbox,
  Link,
  PhoneField,
  Select,
  TextField,
} from '@agendina/ui';
import { DEFAULT_PHONE_PREFIX } from '@agendina/scheduling';
import { validateSignup, type SignupErrors, type SignupValues } from './signup-validation.ts';
import * as styles from './AuthForm.css.ts';
import { AlertText } from '../../components/AlertText.tsx';
import { KitAuthForm } from './KitAuthForm.tsx';
import { typedText, useHydrated, usePrerenderedForm } from './use-prerendered-form.ts';

export interface SignupFormProps {
  /** The e-mail the invitation is bound to, if any. */
  invitedEmail: string | null;
  isSubmitting: boolean;
  failure: string | null;
  onSubmit: (values: SignupValues) => void;
}

const businessOptions = BUSINESS_TYPES.map((id) => ({ id, name: BUSINESS_WORDING[id].label }));

/** The signup of a new salon from an invitation. Nothing typed is lost when the server refuses. */
export function SignupForm({ invitedEmail, isSubmitting, failure, onSubmit }: SignupFormProps) {
  const [values, setValues] = useState<SignupValues>({
    name: '',
    email: invitedEmail ?? '',
    businessType: 'PARRUCCHIERE',
    phonePrefix: DEFAULT_PHONE_PREFIX,
    phoneDigits: '',
    password: '',
    confirmPassword: '',
    termsAccepted: false,
  });
  const [errors, setErrors] = useState<SignupErrors>({});
  // The build's page has no invitation: its e-mail is bound once the page is hydrated.
  const boundEmail = useHydrated() ? invitedEmail : null;
  // The kit's Form takes no ref: the hook finds the form from its note.
  const formRef = useRef<HTMLParagraphElement>(null);
  usePrerenderedForm(formRef, (typed) =>
    setValues((v) => ({
      ...v,
      name: typedText(typed, 'name') ?? v.name,
      email: invitedEmail ?? typedText(typed, 'email') ?? v.email,
      phoneDigits: typedText(typed, 'Numero') ?? v.phoneDigits,
      password: typedText(typed, 'password') ?? v.password,
      confirmPassword: typedText(typed, 'confirmPassword') ?? v.confirmPassword,
      termsAccepted: typed.get('termsAccepted') === true || v.termsAccepted,
    })),
  );
  const set =
    <K extends keyof SignupValues>(key: K) =>
    (value: SignupValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const text = (
    key: 'name' | 'email' | 'password' | 'confirmPassword',
    label: string,
    type: string,
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      type={type}
      name={key}
      autoComplete={autoComplete}
      value={values[key]}
      onChange={set(key)}
      errorMessage={errors[key]}
      isReadOnly={key === 'email' && boundEmail !== null}
    />
  );

  return (
    <KitAuthForm label="Registrazione" waitingLabel="Registrazione in corso..." onSubmit={submit}>
      {text('name', 'Nome della tua attività', 'text', 'organization')}
      {text('email', 'E-mail', 'email', 'email')}
      <Select
        label="Tipo di attività"
        options={businessOptions}
        selectedKey={values.businessType}
        onSelectionChange={(key) => set('businessType')(key as SignupValues['businessType'])}
      />
      <PhoneField
        label="Telefono (facoltativo)"
        prefix={values.phonePrefix}
        onPrefixChange={set('phonePrefix')}
        number={values.phoneDigits}
        onNumberChange={set('phoneDigits')}
        errorMessage={errors.phoneDigits ?? null}
      />
      {text('password', 'Password', 'password', 'new-password')}
      {text('confirmPassword', 'Conferma password', 'password', 'new-password')}
      <p ref={formRef} className={styles.note}>
        Leggi i <Link href="/termini-condizioni">termini e condizioni</Link> e la{' '}
        <Link href="/privacy-policy">privacy policy</Link>.
      </p>
      <Checkbox
        name="termsAccepted"
        isSelected={values.termsAccepted}
        onChange={set('termsAccepted')}
        isInvalid={Boolean(errors.termsAccepted)}
      >
        Accetto termini e condizioni e privacy policy
      </Checkbox>
      {errors.termsAccepted ? <p className={styles.failure}>{errors.termsAccepted}</p> : null}
      <AlertText className={styles.failure}>{failure}</AlertText>
      <Button type="submit" isDisabled={isSubmitting}>
        {isSubmitting ? 'Registrazione in corso...' : 'Registrati'}
      </Button>
    </KitAuthForm>
  );
}
