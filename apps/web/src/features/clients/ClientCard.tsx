import { Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { clientQueryOptions } from '@agendina/api';
import { Button, Inline, PhoneLinks, pageFrame, PageSection, PageTitle, Page } from '@agendina/ui';
import { afterFirstPaint } from '../../lib/after-first-paint.ts';
import { useApi } from '../../lib/router-context.ts';
import { BookClientButton } from '../booking/BookClientButton.tsx';
import { ClientConversationLink } from '../communications/ClientConversationLink.tsx';
import { ClientDeposits } from './ClientDeposits.tsx';
import { ClientDurations } from './ClientDurations.tsx';
import { ClientHistory } from './ClientHistory.tsx';
import { SchedulingPreferences } from './SchedulingPreferences.tsx';

// «Modifica contatti» (the client's form and its checks) loads after the card is shown.
const [ClientDialog, usePreloadedDialog] = afterFirstPaint(() =>
  import('./ClientDialog.tsx').then((module) => module.ClientDialog),
);

/** /cliente/{id}: contacts and notes, history, deposits paid online, custom durations, scheduling preferences. */
export function ClientCard({ clientId }: { clientId: number }) {
  const api = useApi();
  const { data: client } = useSuspenseQuery(clientQueryOptions(api, clientId));
  const [isEditing, setEditing] = useState(false);
  usePreloadedDialog();

  return (
    <Page>
      <Inline space="md" align="spaceBetween" alignY="center">
        <PageTitle>{client.name}</PageTitle>
        <Inline space="md" alignY="center">
          <BookClientButton client={{ id: client.id, name: client.name }} />
          <Link to="/database-clienti">Torna all'archivio clienti</Link>
        </Inline>
      </Inline>
      <PageSection id="contatti-title" title="Contatti">
        <dl className={pageFrame.facts}>
          <dt className={pageFrame.term}>Telefono</dt>
          <dd className={pageFrame.value}>
            {client.phoneNumber ? (
              <PhoneLinks phone={client.phoneNumber} name={client.name} />
            ) : (
              'Non indicato'
            )}
          </dd>
          <dt className={pageFrame.term}>E-mail</dt>
          <dd className={pageFrame.value}>{client.email ?? 'Non indicata'}</dd>
          <dt className={pageFrame.term}>Note</dt>
          <dd className={pageFrame.value}>{client.notes ?? 'Nessuna nota'}</dd>
        </dl>
        {/* Counted by the server (GET /clients/{id}): visits the client did not come to. */}
        <p className={pageFrame.value}>{`Non presentato: ${client.noShowCount ?? 0}`}</p>
        <ClientConversationLink clientId={clientId} />
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={() => setEditing(true)}>
            Modifica contatti
          </Button>
        </Inline>
      </PageSection>
      <ClientHistory clientId={clientId} />
      <ClientDeposits clientId={clientId} />
      <ClientDurations clientId={clientId} />
      <SchedulingPreferences clientId={clientId} />
      {isEditing ? (
        <Suspense fallback={null}>
          <ClientDialog client={client} isOpen onOpenChange={setEditing} />
        </Suspense>
      ) : null}
    </Page>
  );
}

/** The page for an id the salon does not have (404). */
export function ClientNotFound() {
  return (
    <Page>
      <PageTitle>Cliente non trovato</PageTitle>
      <p>Il cliente che cerchi non esiste o è stato eliminato.</p>
      <Link to="/database-clienti">Vai all'archivio clienti</Link>
    </Page>
  );
}
