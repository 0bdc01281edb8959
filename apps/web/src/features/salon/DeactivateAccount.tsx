import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { deactivateCurrentUserMutation } from '@agendina/api';
import { Button, ConfirmDialog, FailureMessage, PageSection, pageFrame } from '@agendina/ui';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';

export interface DeactivateAccountProps {
  /** The salon's name, said in the question. */
  salonName: string;
  /** The business type's word for its services («servizi», «trattamenti»). */
  services: string;
}

/**
 * /salone › «Disattiva account»: asked first, then the account is closed and the user signed out
 * to /login. Its own section, so the workspace holds no state of a step it only shows.
 */
export function DeactivateAccount({ salonName, services }: DeactivateAccountProps) {
  const api = useApi();
  const deactivate = useMutation(deactivateCurrentUserMutation(api));
  const [isAsking, setAsking] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <PageSection id="account-title" title="Disattiva account">
        <p className={pageFrame.muted}>
          Disattivando l'account non potrai più accedere ad Agendina con questa e-mail.
        </p>
        <FailureMessage error={deactivate.error} />
        <div>
          <Button variant="danger" onPress={() => setAsking(true)}>
            Disattiva account
          </Button>
        </div>
      </PageSection>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title="Disattivare l'account?"
        message={`Perderai l'accesso all'agenda, all'archivio clienti, ai ${services.toLowerCase()}, agli operatori, alle conversazioni WhatsApp e ai dati della cassa di ${salonName}. Gli assistenti WhatsApp e vocale smetteranno di prenotare. Verrai disconnesso subito.`}
        confirmLabel="Disattiva account"
        isDestructive
        onConfirm={() =>
          deactivate.mutate(undefined, {
            onSuccess: () => {
              sessionStore.logout();
              void navigate({ to: '/login', replace: true });
            },
          })
        }
      />
    </>
  );
}
