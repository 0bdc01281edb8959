import { useSuspenseQuery } from '@tanstack/react-query';
import { clientAppointmentsQueryOptions } from '@agendina/api';
import { sortAppointments } from '@agendina/scheduling';
import { useApi } from '../../lib/router-context.ts';
import { AppointmentsTable } from '../appointments/AppointmentsTable.tsx';
import { ClientSection } from './ClientSection.tsx';

/** The client's appointments, newest first, with status and origin (loading and failure in place). */
export function ClientHistory({ clientId }: { clientId: number }) {
  return (
    <ClientSection
      id="storico-title"
      title="Storico appuntamenti"
      loading="Caricamento appuntamenti..."
    >
      <HistoryTable clientId={clientId} />
    </ClientSection>
  );
}

function HistoryTable({ clientId }: { clientId: number }) {
  const api = useApi();
  const { data } = useSuspenseQuery(clientAppointmentsQueryOptions(api, clientId));
  return (
    <AppointmentsTable
      label="Storico appuntamenti"
      appointments={sortAppointments(data).reverse()}
      showClient={false}
      emptyState="Nessun appuntamento"
    />
  );
}
