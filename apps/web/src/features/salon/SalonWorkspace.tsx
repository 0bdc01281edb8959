import { useState } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  currentUserQueryOptions,
  deactivateCurrentUserMutation,
  updateCurrentUserMutation,
} from '@agendina/api';
import {
  Button,
  ConfirmDialog,
  Switch,
  businessWording,
  pageFrame,
  PageSection,
  FailureMessage,
  Page,
  PageTitle,
} from '@agendina/ui';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { DataExport } from './DataExport.tsx';
import { MyIntegrationKeys } from './integration-keys/MyIntegrationKeys.tsx';
import { OpeningHours } from './OpeningHours.tsx';
import { SalonProfileForm } from './SalonProfileForm.tsx';
import { WhatsAppSettings } from './WhatsAppSettings.tsx';
import { useDashboardCardToggles } from './dashboard-toggles.ts';
import { ReminderSettings } from './ReminderSettings.tsx';
import { OnlineBookingSettings } from './OnlineBookingSettings.tsx';

/** /salone: profile, opening hours, dashboard cards, account deactivation. */
export function SalonWorkspace() {
  const api = useApi();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions(api));
  const wording = businessWording(user.businessType);
  const update = useMutation(updateCurrentUserMutation(api));
  const deactivate = useMutation(deactivateCurrentUserMutation(api));
  const toggles = useDashboardCardToggles();
  const [isAsking, setAsking] = useState(false);
  const navigate = useNavigate();

  return (
    <Page>
      <PageTitle>{`Il mio ${wording.workspace.toLowerCase()}`}</PageTitle>
      <PageSection id="profilo-title" title="Profilo">
        <SalonProfileForm
          user={user}
          isSubmitting={update.isPending}
          failure={update.error}
          saved={update.isSuccess}
          onSubmit={(profile) =>
            update.mutate(profile, {
              onSuccess: (saved) => {
                const stored = sessionStore.getUser();
                if (stored)
                  sessionStore.setUser({
                    ...stored,
                    name: saved.name,
                    businessType: saved.businessType,
                  });
              },
            })
          }
        />
      </PageSection>
      <OpeningHours openingHours={user.openingHours} />
      <PageSection id="dashboard-title" title="Schede della dashboard">
        <Switch isSelected={toggles.cash} onChange={(on) => toggles.setCard('cash', on)}>
          Mostra la scheda Cassa
        </Switch>
        <Switch isSelected={toggles.warehouse} onChange={(on) => toggles.setCard('warehouse', on)}>
          Mostra la scheda Magazzino
        </Switch>
      </PageSection>
      {/* A salon's own calls: an ADMIN opening /salone would get 403 (and be signed out). */}
      {user.role === 'ADMIN' ? null : <ReminderSettings />}
      {user.role === 'ADMIN' ? null : <OnlineBookingSettings />}
      {user.role === 'ADMIN' ? null : (
        <PageSection id="chiavi-title" title="Chiavi di integrazione">
          <MyIntegrationKeys />
        </PageSection>
      )}
      {user.role === 'ADMIN' ? null : <WhatsAppSettings />}
      {user.role === 'ADMIN' ? null : <DataExport />}
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
        message={`Perderai l'accesso all'agenda, all'archivio clienti, ai ${wording.services.toLowerCase()}, agli operatori, alle conversazioni WhatsApp e ai dati della cassa di ${user.name}. Gli assistenti WhatsApp e vocale smetteranno di prenotare. Verrai disconnesso subito.`}
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
    </Page>
  );
}
