import { useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@agendina/ui';
import { isValidEmail } from '@agendina/scheduling';
import * as styles from './AuthForm.css.ts';
import { AlertText } from '../../components/AlertText.tsx';
import { KitAuthForm } from './KitAuthForm.tsx';
import { typedText, usePrerenderedForm } from './use-prerendered-form.ts';

export interface VerifyEmailFormProps {
  pendingEmail: string | null;
  isVerifying: boolean;
  isResending: boolean;
  failure: string | null;
  /** Shown after a new code was sent. */
  notice: string | null;
  onVerify: (values: { email: string; otpCode: string }) => void;
  onResend: (email: string) => void;
}

const codePattern = /^\d{6}$/;

/** The 6-digit code sent by e-mail, and a way to ask for a new one. */
export function VerifyEmailForm({
  pendingEmail,
  isVerifying,
  isResending,
  failure,
  notice,
  onVerify,
  onResend,
}: VerifyEmailFormProps) {
  const [email, setEmail] = useState(pendingEmail ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  // The kit's Form takes no ref: the hook finds the form from its note.
  const formRef = useRef<HTMLParagraphElement>(null);
  usePrerenderedForm(formRef, (typed) => {
    setEmail((current) => typedText(typed, 'email') ?? current);
    setCode((current) => typedText(typed, 'otpCode')?.replace(/\D+/g, '') ?? current);
  });
  // The pending e-mail may come after the first render (a prerendered page, VerifyEmailPage).
  const address = pendingEmail ?? email;

  const emailError = () => (isValidEmail(address) ? undefined : 'Indirizzo e-mail non valido');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: emailError(),
      code: codePattern.test(code) ? undefined : 'Il codice è di 6 cifre',
    };
    setErrors(found);
    if (!found.email && !found.code) onVerify({ email: address.trim(), otpCode: code });
  };

  const resend = () => {
    const error = emailError();
    setErrors({ email: error });
    if (!error) onResend(address.trim());
  };

  return (
    <KitAuthForm label="Verifica e-mail" waitingLabel="Verifica in corso..." onSubmit={submit}>
      <p ref={formRef} className={styles.note}>
        {pendingEmail
          ? `Abbiamo inviato un codice di 6 cifre a ${pendingEmail}. Inseriscilo per attivare l'account.`
          : "Inserisci l'e-mail con cui ti sei registrato e il codice di 6 cifre che hai ricevuto."}
      </p>
      {pendingEmail ? null : (
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={errors.email}
        />
      )}
      <TextField
        label="Codice di verifica"
        name="otpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(text) => setCode(text.replace(/\D+/g, ''))}
        errorMessage={errors.code}
      />
      {pendingEmail && errors.email ? <p className={styles.failure}>{errors.email}</p> : null}
      <AlertText className={styles.failure}>{failure}</AlertText>
      {notice ? <p role="status">{notice}</p> : null}
      <Button type="submit" isDisabled={isVerifying}>
        {isVerifying ? 'Verifica in corso...' : 'Verifica'}
      </Button>
      <Button variant="secondary" onPress={resend} isDisabled={isResending}>
        {isResending ? 'Invio in corso...' : 'Invia di nuovo il codice'}
      </Button>
    </KitAuthForm>
  );
}
