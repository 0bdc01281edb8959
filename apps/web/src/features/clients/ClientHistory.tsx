import { useQuery } from '@tanstack/react-query';
import { clientAppointmentsQueryOptions } from '@agendina/api';
import { formatDateTimeIt, normaliseAppointments, sortAppointments } from '@agendina/scheduling';
import {
  Cell,
  Column,
  Row,
  SourceBadge,
  Spinner,
  StatusBadge,
  Table,
  TableBody,
  TableHeader,
} from '@agendina/ui';
import { api } from '../../lib/api.ts';
import { FailureMessage } from '../salon/FailureMessage.tsx';
import * as styles from '../salon/layout.css.ts';

/** The client's appointments, newest first, with status and origin. */
export function ClientHistory({ clientId }: { clientId: number }) {
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
        <Table aria-label="Storico appuntamenti">
          <TableHeader>
            <Column isRowHeader>Data</Column>
            <Column>Servizio</Column>
            <Column>Operatore</Column>
            <Column>Stato</Column>
            <Column>Origine</Column>
          </TableHeader>
          <TableBody items={appointments} renderEmptyState={() => 'Nessun appuntamento'}>
            {(a) => (
              <Row id={a.id} textValue={`${formatDateTimeIt(a.start)} ${a.service}`}>
                <Cell>{formatDateTimeIt(a.start)}</Cell>
                <Cell>{a.service}</Cell>
                <Cell>{a.hairdresserName}</Cell>
                <Cell>
                  <StatusBadge status={a.status} />
                </Cell>
                <Cell>
                  <SourceBadge source={a.source} />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
