import { useMutation } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { composePhoneNumber } from '@agendina/scheduling';
import { sessionOf, signupMutation, signupTokenValidationQueryOptions } from '@agendina/api';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { invitationRefusal } from '../../features/signup/invitation-refused.ts';
import { leaveHomeNotice } from '../../site/home-notice.ts';
import { SignupForm } from './-components/SignupForm.tsx';
import { signupFailureMessage } from './-components/signup-failure.ts';
import * as styles from './-components/AuthForm.css.ts';

interface SignupSearch {
  token?: string;
}

/** /signup?token=...: only with an invitation token that validates, otherwise home (SPEC.md §2). */
export const Route = createFileRoute('/_guest/signup')({
  staticData: { title: 'Registrati', private: false },
  validateSearch: (search: Record<string, unknown>): SignupSearch =>
    typeof search['token'] === 'string' && search['token'].trim() !== ''
      ? { token: search['token'] }
      : {},
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ context, deps: { token } }) => {
    // Home is the prerendered site's page, outside this app: a full page load.
    if (!token) throw redirect({ to: '/', replace: true, reloadDocument: true });
    const validation = await context.queryClient
      .fetchQuery(signupTokenValidationQueryOptions(context.api, token))
      .catch(() => ({ valid: false, email: null, message: undefined }));
    if (!validation.valid) {
      leaveHomeNotice(window.sessionStorage, invitationRefusal(validation));
      throw redirect({ to: '/', replace: true, reloadDocument: true });
    }
    return { token, invitedEmail: validation.email ?? null };
  },
  component: SignupPage,
});

function SignupPage() {
  const api = useApi();
  const { token, invitedEmail } = Route.useLoaderData();
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
