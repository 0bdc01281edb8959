import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  describeErrorText,
  loginMutation,
  resendVerificationEmailMutation,
  sessionOf,
} from '@agendina/api';
import { deviceTokens, sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { LoginForm } from './LoginForm.tsx';
import { isEmailNotVerified, loginFailureMessage } from './login-failure.ts';
import * as styles from './AuthForm.css.ts';

export function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const login = useMutation(loginMutation(api, deviceTokens));
  const resend = useMutation(resendVerificationEmailMutation(api));
  const remembered = sessionStore.isRemembered();
  const notVerified = login.isError && isEmailNotVerified(login.error);
  const failure = resend.isError
    ? describeErrorText(resend.error)
    : login.isError
      ? loginFailureMessage(login.error)
      : null;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>Accedi</h1>
        <LoginForm
          initialEmail={remembered ? (sessionStore.getLastEmail() ?? '') : ''}
          initialRemember={remembered}
          isSubmitting={login.isPending}
          failure={failure}
          verification={
            notVerified
              ? {
                  isResending: resend.isPending,
                  // A new code, then the page where it is typed (the e-mail goes with it).
                  onResend: () => {
                    const email = login.variables?.email ?? '';
                    resend.mutate(
                      { email },
                      { onSuccess: () => void navigate({ to: '/verify-email' }) },
                    );
                  },
                }
              : undefined
          }
          onSubmit={({ email, password, remember }) => {
            resend.reset();
            login.mutate(
              { email: email.trim(), password, rememberMe: remember },
              {
                onError: (error) => {
                  // /verify-email asks for the code of this e-mail, not for the e-mail again.
                  if (isEmailNotVerified(error))
                    sessionStore.setPendingVerification(email.trim(), '');
                },
                onSuccess: (response) => {
                  sessionStore.saveSession(sessionOf(response));
                  sessionStore.rememberLogin(email.trim(), remember);
                  // SPEC.md §2: after login to /dashboard (its guard sends an ADMIN to /admin).
                  void navigate({ to: '/dashboard', replace: true });
                },
              },
            );
          }}
        />
      </div>
    </main>
  );
}
