import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { loginMutation, sessionOf } from '@agendina/api';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { LoginForm } from './-components/LoginForm.tsx';
import { loginFailureMessage } from './-components/login-failure.ts';
import * as styles from './-components/AuthForm.css.ts';

export const Route = createFileRoute('/_guest/login')({
  staticData: { title: 'Accedi', private: false },
  component: LoginPage,
});

function LoginPage() {
  const api = useApi();
  const navigate = useNavigate();
  const login = useMutation(loginMutation(api));
  const remembered = sessionStore.isRemembered();

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>Accedi</h1>
        <LoginForm
          initialEmail={remembered ? (sessionStore.getLastEmail() ?? '') : ''}
          initialRemember={remembered}
          isSubmitting={login.isPending}
          failure={login.isError ? loginFailureMessage(login.error) : null}
          onSubmit={({ email, password, remember }) =>
            login.mutate(
              { email: email.trim(), password, rememberMe: remember },
              {
                onSuccess: (response) => {
                  sessionStore.saveSession(sessionOf(response));
                  sessionStore.rememberLogin(email.trim(), remember);
                  // SPEC.md §2: after login to /dashboard (its guard sends an ADMIN to /admin).
                  void navigate({ to: '/dashboard', replace: true });
                },
              },
            )
          }
        />
      </div>
    </main>
  );
}
