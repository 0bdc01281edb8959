import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  describeErrorText,
  resendVerificationEmailMutation,
  sessionOf,
  verifyEmailMutation,
} from '@agendina/api';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { VerifyEmailForm } from './VerifyEmailForm.tsx';
import * as styles from './AuthForm.css.ts';
import { useHydrated } from './use-prerendered-form.ts';

export function VerifyEmailPage() {
  const api = useApi();
  const navigate = useNavigate();
  const verify = useMutation(verifyEmailMutation(api));
  const resend = useMutation(resendVerificationEmailMutation(api));
  // The build's page knows no pending e-mail: the browser's is read once it is hydrated.
  const pendingEmail = useHydrated() ? sessionStore.getPendingVerification().email : null;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>Verifica e-mail</h1>
        <VerifyEmailForm
          pendingEmail={pendingEmail}
          isVerifying={verify.isPending}
          isResending={resend.isPending}
          failure={
            verify.isError
              ? describeErrorText(verify.error)
              : resend.isError
                ? describeErrorText(resend.error)
                : null
          }
          notice={resend.isSuccess ? 'Ti abbiamo inviato un nuovo codice.' : null}
          // Each attempt starts clean: the other action's old error or notice no longer applies.
          onVerify={(body) => {
            resend.reset();
            verify.mutate(body, {
              onSuccess: (response) => {
                sessionStore.clearPendingVerification();
                sessionStore.saveSession(sessionOf(response));
                // SPEC.md §2: after verification, to /subscription.
                void navigate({ to: '/subscription', replace: true });
              },
            });
          }}
          onResend={(email) => {
            verify.reset();
            resend.mutate({ email });
          }}
        />
      </div>
    </main>
  );
}
