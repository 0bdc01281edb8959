import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { composePhoneNumber } from '@agendina/scheduling';
import { sessionOf, signupMutation } from '@agendina/api';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { SignupForm } from './SignupForm.tsx';
import { signupFailureMessage } from './signup-failure.ts';
import * as styles from './AuthForm.css.ts';

/** The signup form of a validated invitation: its token and the e-mail it was sent to. */
export function SignupPage({
  token,
  invitedEmail,
}: {
  token: string;
  invitedEmail: string | null;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const signup = useMutation(signupMutation(api));

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>Registrati</h1>
        <SignupForm
          invitedEmail={invitedEmail}
          isSubmitting={signup.isPending}
          failure={signup.isError ? signupFailureMessage(signup.error) : null}
          onSubmit={(values) => {
            const phoneNumber = composePhoneNumber(values.phonePrefix, values.phoneDigits);
            signup.mutate(
              {
                token,
                body: {
                  name: values.name.trim(),
                  email: values.email.trim(),
                  businessType: values.businessType,
                  password: values.password,
                  termsAccepted: true,
                  ...(phoneNumber ? { phoneNumber } : {}),
                },
              },
              {
                onSuccess: (response) => {
                  // SPEC.md §2: verification required → /verify-email; otherwise → /subscription.
                  if (
                    'emailVerificationRequired' in response &&
                    response.emailVerificationRequired
                  ) {
                    sessionStore.setPendingVerification(response.userEmail, response.userId);
                    void navigate({ to: '/verify-email', replace: true });
                  } else if ('token' in response) {
                    sessionStore.saveSession(sessionOf(response));
                    void navigate({ to: '/subscription', replace: true });
                  }
                },
              },
            );
          }}
        />
      </div>
    </main>
  );
}
