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
  onOpen: (id: NormalisedAppointment['id']) => void;
}

/** The filtered appointments; a row opens the appointment page (click or Enter). */
export function AppointmentsTable({ appointments, onOpen }: AppointmentsTableProps) {
  return (
    <Table
      aria-label="Appuntamenti"
      onRowAction={(key) => onOpen(key as NormalisedAppointment['id'])}
    >
      <TableHeader>
        <Column isRowHeader>Data e ora</Column>
        <Column>Cliente</Column>
        <Column>Servizio</Column>
        <Column>Operatore</Column>
        <Column>Stato</Column>
        <Column>Origine</Column>
      </TableHeader>
      <TableBody items={appointments.map((a) => ({ ...a, key: a.id }))}>
        {(a) => (
          <Row id={a.id}>
            <Cell>{formatDateTimeIt(a.start)}</Cell>
            <Cell>{a.clientName}</Cell>
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
