import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { currentUserQueryOptions, updateCurrentUserMutation } from '@agendina/api';
import { Page, PageSection, PageTitle, Switch, businessWording } from '@agendina/ui';
import { sessionStore } from '../../lib/api.ts';
import { useApi } from '../../lib/router-context.ts';
import { DataExport } from './DataExport.tsx';
import { DeactivateAccount } from './DeactivateAccount.tsx';
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
  const toggles = useDashboardCardToggles();

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
      <DeactivateAccount salonName={user.name} services={wording.services} />
    </Page>
  );
}
