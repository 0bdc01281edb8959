import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  describeError,
  resendVerificationEmailMutation,
  sessionOf,
  verifyEmailMutation,
} from '@agendina/api';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { VerifyEmailForm } from './-components/VerifyEmailForm.tsx';
import * as styles from './-components/AuthForm.css.ts';

export const Route = createFileRoute('/_guest/verify-email')({
  staticData: { title: 'Verifica e-mail', private: false },
  component: VerifyEmailPage,
});

const failureOf = (error: unknown) => {
  const { title, message } = describeError(error);
  return `${title}: ${message}`;
};

function VerifyEmailPage() {
  const api = useApi();
  const navigate = useNavigate();
  const verify = useMutation(verifyEmailMutation(api));
  const resend = useMutation(resendVerificationEmailMutation(api));
  const pending = sessionStore.getPendingVerification();

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>Verifica e-mail</h1>
        <VerifyEmailForm
          pendingEmail={pending.email}
          isVerifying={verify.isPending}
          isResending={resend.isPending}
          failure={
            verify.isError
              ? failureOf(verify.error)
              : resend.isError
                ? failureOf(resend.error)
                : null
          }
          notice={resend.isSuccess ? 'Ti abbiamo inviato un nuovo codice.' : null}
          onVerify={(body) =>
            verify.mutate(body, {
              onSuccess: (response) => {
                sessionStore.clearPendingVerification();
                sessionStore.saveSession(sessionOf(response));
                // SPEC.md §2: after verification, to /subscription.
                void navigate({ to: '/subscription', replace: true });
              },
            })
          }
          onResend={(email) => resend.mutate({ email })}
        />
      </div>
    </main>
  );
}
