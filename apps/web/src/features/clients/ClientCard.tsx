import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { clientQueryOptions } from '@agendina/api';
import { Button, Inline, PhoneLinks } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { BookClientButton } from '../booking/BookClientButton.tsx';
import { ClientConversationLink } from '../communications/ClientConversationLink.tsx';
import { ClientDialog } from './ClientDialog.tsx';
import { ClientDurations } from './ClientDurations.tsx';
import { ClientHistory } from './ClientHistory.tsx';
import { SchedulingPreferences } from './SchedulingPreferences.tsx';
import * as styles from '../salon/layout.css.ts';
import { PageSection } from '../salon/PageSection.tsx';

/** /cliente/{id}: contacts and notes, history, custom durations, scheduling preferences. */
export function ClientCard({ clientId }: { clientId: number }) {
  const api = useApi();
  const { data: client } = useSuspenseQuery(clientQueryOptions(api, clientId));
  const [isEditing, setEditing] = useState(false);

  return (
    <main className={styles.page}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <h1 className={styles.title}>{client.name}</h1>
        <Inline space="md" alignY="center">
          <BookClientButton client={{ id: client.id, name: client.name }} />
          <Link to="/database-clienti">Torna all'archivio clienti</Link>
        </Inline>
      </Inline>
      <PageSection id="contatti-title" title="Contatti">
        <dl className={styles.facts}>
          <dt className={styles.term}>Telefono</dt>
          <dd className={styles.value}>
            {client.phoneNumber ? (
              <PhoneLinks phone={client.phoneNumber} name={client.name} />
            ) : (
              'Non indicato'
            )}
          </dd>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.value}>{client.email ?? 'Non indicata'}</dd>
          <dt className={styles.term}>Note</dt>
          <dd className={styles.value}>{client.notes ?? 'Nessuna nota'}</dd>
        </dl>
        {/* Counted by the server (GET /clients/{id}): visits the client did not come to. */}
        <p className={styles.value}>{`Non presentato: ${client.noShowCount ?? 0}`}</p>
        <ClientConversationLink clientId={clientId} />
        <Inline space="sm" align="right">
          <Button variant="secondary" onPress={() => setEditing(true)}>
            Modifica contatti
          </Button>
        </Inline>
      </PageSection>
      <ClientHistory clientId={clientId} />
      <ClientDurations clientId={clientId} />
      <SchedulingPreferences clientId={clientId} />
      {isEditing ? <ClientDialog client={client} isOpen onOpenChange={setEditing} /> : null}
    </main>
  );
}

/** The page for an id the salon does not have (404). */
export function ClientNotFound() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Cliente non trovato</h1>
      <p>Il cliente che cerchi non esiste o è stato eliminato.</p>
      <Link to="/database-clienti">Vai all'archivio clienti</Link>
    </main>
  );
}
