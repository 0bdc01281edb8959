import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createSignupTokenMutation, signupTokensQueryOptions } from '@agendina/api';
import { formatDateTimeIt } from '@agendina/scheduling';
import { Badge, CopyButton, Spinner, Stack, pageFrame } from '@agendina/ui';
import { QueryBoundary } from '../../../lib/query-boundary.tsx';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';
import { signupTokenStatusLabels, signupTokenStatusTones } from '../admin-labels.ts';
import { InviteForm } from './InviteForm.tsx';
import { inviteRequestOf, signupLinkOf } from './invite-form.ts';

/** /admin's invitations: generate one, and the list with its state and the link to copy. */
export function InvitesSection() {
  const api = useApi();
  const create = useMutation(createSignupTokenMutation(api));
  const [saved, setSaved] = useSuccessMessage();
  return (
    <Stack space="lg">
      <InviteForm
        isSubmitting={create.isPending}
        failure={create.error}
        onSubmit={(values) =>
          create.mutateAsync(inviteRequestOf(values)).then(() => setSaved('Invito generato'))
        }
      />
      <p role="status" className={pageFrame.muted}>
        {saved}
      </p>
      <QueryBoundary loading={<Spinner label="Caricamento degli inviti..." />}>
        <InviteList />
      </QueryBoundary>
    </Stack>
  );
}

function InviteList() {
  const api = useApi();
  const { data: tokens } = useSuspenseQuery(signupTokensQueryOptions(api));
  if (tokens.length === 0)
    return (
      <p className={pageFrame.muted}>Nessun invito: generane uno per far iscrivere un salone.</p>
    );
  // Newest first: the one just generated is on top.
  const newestFirst = [...tokens].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ul className={pageFrame.list} aria-label="Inviti">
      {newestFirst.map((token) => {
        const name = token.note ?? token.email ?? `Invito ${token.id}`;
        return (
          <li key={token.id} className={pageFrame.listItem}>
            <Stack space="xs" className={pageFrame.grow}>
              <strong>{name}</strong>
              {token.email && token.note ? <span>{token.email}</span> : null}
              <span className={pageFrame.muted}>
                {token.usedAt
                  ? `Usato il ${formatDateTimeIt(token.usedAt)}`
                  : `Scade il ${formatDateTimeIt(token.expiresAt)}`}
              </span>
            </Stack>
            <Badge tone={signupTokenStatusTones[token.status]}>
              {signupTokenStatusLabels[token.status]}
            </Badge>
            {token.status === 'VALID' ? (
              <CopyButton
                text={signupLinkOf(window.location.origin, token.token)}
                label="Copia link"
                aria-label={`Copia link: ${name}`}
                copiedMessage="Link copiato"
                fallbackLabel={`Link di invito: ${name}`}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
