import { createFileRoute, redirect } from '@tanstack/react-router';
import { signupTokenValidationQueryOptions } from '@agendina/api';
import { invitationRefusal } from '../../features/access/invitation-refused.ts';
import { leaveHomeNotice } from '../../site/home-notice.ts';
import { SignupPage } from '../../features/access/SignupPage.tsx';

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
  component: SignupRoute,
});

function SignupRoute() {
  const { token, invitedEmail } = Route.useLoaderData();
  return <SignupPage token={token} invitedEmail={invitedEmail} />;
}
