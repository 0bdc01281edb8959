import type { ReactNode } from 'react';
import { formatDateTimeIt, type NormalisedAppointment } from '@agendina/scheduling';
import {
  Cell,
  Column,
  Row,
  SourceBadge,
  StatusBadge,
  Table,
  TableBody,
  TableHeader,
} from '@agendina/ui';

export interface AppointmentsTableProps {
  appointments: readonly NormalisedAppointment[];
  /** The table's accessible name. */
  label: string;
  /** Without it (a client's own history) the client column is left out. */
  showClient?: boolean;
  /** A row opens the appointment (click or Enter); without it rows are read only. */
  onOpen?: (id: NormalisedAppointment['id']) => void;
  emptyState?: ReactNode;
}

/**
 * Appointments with date, service, operator, status and origin: the filtered list of
 * /gestione-appuntamenti and a client's history on /cliente/{id}.
 */
export function AppointmentsTable({
  appointments,
  label,
  showClient = true,
  onOpen,
  emptyState,
}: AppointmentsTableProps) {
  return (
    <Table
      aria-label={label}
      {...(onOpen
        ? { onRowAction: (key: unknown) => onOpen(key as NormalisedAppointment['id']) }
        : {})}
    >
      <TableHeader>
        <Column isRowHeader>Data e ora</Column>
        {showClient ? <Column>Cliente</Column> : null}
        <Column>Servizio</Column>
        <Column>Operatore</Column>
        <Column>Stato</Column>
        <Column>Origine</Column>
      </TableHeader>
      <TableBody
        items={appointments.map((a) => ({ ...a, key: a.id }))}
        {...(emptyState === undefined ? {} : { renderEmptyState: () => emptyState })}
      >
        {(a) => (
          <Row id={a.id} textValue={`${formatDateTimeIt(a.start)} ${a.service}`}>
            <Cell>{formatDateTimeIt(a.start)}</Cell>
            {showClient ? <Cell>{a.clientName}</Cell> : null}
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
  );
}
