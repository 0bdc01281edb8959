import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { Client } from '@agendina/api';
import { Button, Cell, Column, PhoneLinks, Row, Table, TableBody, TableHeader } from '@agendina/ui';

export interface ClientsTableProps {
  clients: readonly Client[];
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

/**
 * The archive: each name links to the client's card; edit and delete per row. Memoised: the
 * search field above it changes on every keystroke, its rows only when the search settles.
 */
export const ClientsTable = memo(function ClientsTable({
  clients,
  onEdit,
  onDelete,
}: ClientsTableProps) {
  return (
    <Table aria-label="Archivio clienti">
      <TableHeader>
        <Column isRowHeader>Nome</Column>
        <Column>Telefono</Column>
        <Column>E-mail</Column>
        <Column>Azioni</Column>
      </TableHeader>
      <TableBody items={clients} renderEmptyState={() => 'Nessun cliente trovato'}>
        {(client) => (
          <Row id={client.id} textValue={client.name}>
            <Cell>
              <Link to="/cliente/$id" params={{ id: client.id }}>
                {client.name}
              </Link>
            </Cell>
            <Cell>
              {client.phoneNumber ? (
                <PhoneLinks phone={client.phoneNumber} name={client.name} />
              ) : (
                '—'
              )}
            </Cell>
            <Cell>{client.email ?? '—'}</Cell>
            <Cell actions>
              <Button
                variant="secondary"
                aria-label={`Modifica ${client.name}`}
                onPress={() => onEdit(client)}
              >
                Modifica
              </Button>{' '}
              <Button
                variant="secondary"
                aria-label={`Elimina ${client.name}`}
                onPress={() => onDelete(client)}
              >
                Elimina
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
});
