import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import {
  adminSalonSessionsQueryOptions,
  revokeAdminSalonSessionMutation,
  revokeAllAdminSalonSessionsMutation,
} from '@agendina/api';
import { formatDateTimeIt, pluralIt } from '@agendina/scheduling';
import { Badge, Button, ConfirmDialog, Stack, pageFrame, FailureMessage } from '@agendina/ui';
import { useApi } from '../../../lib/router-context.ts';
import { useSuccessMessage } from '../../../lib/use-success-message.ts';

/** The salon's open sessions: end one ('Revoca'), or all after a confirm (ASVS 7.4.5). */
export function SalonSessions({ salonId }: { salonId: number }) {
  const api = useApi();
  const { data: sessions } = useSuspenseQuery(adminSalonSessionsQueryOptions(api, salonId));
  const revoke = useMutation(revokeAdminSalonSessionMutation(api, salonId));
  const revokeAll = useMutation(revokeAllAdminSalonSessionsMutation(api, salonId));
  const [isAsking, setAsking] = useState(false);
  const [done, setDone] = useSuccessMessage();
  const isBusy = revoke.isPending || revokeAll.isPending;

  return (
    <Stack space="md">
      <FailureMessage error={revoke.error ?? revokeAll.error} />
      <p role="status" className={pageFrame.muted}>
        {done}
      </p>
      {sessions.length === 0 ? (
        <p className={pageFrame.muted}>Nessuna sessione attiva.</p>
      ) : (
        <>
          <ul className={pageFrame.list} aria-label="Sessioni attive">
            {sessions.map((session) => (
              <li key={session.id} className={pageFrame.listItem}>
                <Stack space="xs" className={pageFrame.grow}>
                  <strong>{session.userName}</strong>
                  <span>{session.userEmail}</span>
                  <span className={pageFrame.muted}>
                    Accesso il {formatDateTimeIt(session.createdAt)} · ultimo uso il{' '}
                    {formatDateTimeIt(session.lastUsedAt)} · scade il{' '}
                    {formatDateTimeIt(session.expiresAt)}
                  </span>
                </Stack>
                {session.remember ? <Badge tone="info">Ricordami</Badge> : null}
                <Button
                  variant="secondary"
                  isDisabled={isBusy}
                  aria-label={`Revoca la sessione di ${session.userName} del ${formatDateTimeIt(session.createdAt)}`}
                  onPress={() => {
                    revokeAll.reset();
                    revoke.mutate(session.id, { onSuccess: () => setDone('Sessione chiusa') });
                  }}
                >
                  Revoca
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button variant="danger" isDisabled={isBusy} onPress={() => setAsking(true)}>
              Revoca tutte
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title="Chiudere tutte le sessioni?"
        message="Tutti gli accessi del salone vengono chiusi subito, su ogni dispositivo: per continuare dovranno accedere di nuovo."
        confirmLabel="Revoca tutte"
        isDestructive
        onConfirm={() => {
          revoke.reset();
          revokeAll.mutate(undefined, {
            onSuccess: ({ count }) =>
              setDone(pluralIt(count, { one: '# sessione chiusa', other: '# sessioni chiuse' })),
          });
        }}
      />
    </Stack>
  );
}
