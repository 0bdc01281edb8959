import { useQuery } from '@tanstack/react-query';
import { clientAppointmentsQueryOptions, normaliseAppointments } from '@agendina/api';
import { sortAppointments } from '@agendina/scheduling';
import { Spinner } from '@agendina/ui';
import { useApi } from '../../lib/router-context.ts';
import { AppointmentsTable } from '../appointments/AppointmentsTable.tsx';
import { FailureMessage } from '../salon/FailureMessage.tsx';
import * as styles from '../salon/layout.css.ts';

/** The client's appointments, newest first, with status and origin. */
export function ClientHistory({ clientId }: { clientId: number }) {
  const api = useApi();
  const history = useQuery(clientAppointmentsQueryOptions(api, clientId));
  const appointments = sortAppointments(normaliseAppointments(history.data ?? [])).reverse();

  return (
    <section className={styles.section} aria-labelledby="storico-title">
      <h2 id="storico-title" className={styles.sectionTitle}>
        Storico appuntamenti
      </h2>
      {history.isPending ? <Spinner label="Caricamento appuntamenti..." /> : null}
      <FailureMessage error={history.error} />
      {history.isSuccess ? (
        <AppointmentsTable
          label="Storico appuntamenti"
          appointments={appointments}
          showClient={false}
          emptyState="Nessun appuntamento"
        />
      ) : null}
    </section>
  );
}
