import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.tsx';

interface Client {
  id: number;
  name: string;
  phoneNumber: string;
  email: string;
}

const clients: Client[] = [
  { id: 1, name: 'Maria Rossi', phoneNumber: '+39 333 123 4567', email: 'maria@example.it' },
  { id: 2, name: 'Anna Verdi', phoneNumber: '+39 347 765 4321', email: '' },
  { id: 3, name: 'Giulia Bianchi', phoneNumber: '+41 79 123 45 67', email: 'giulia@example.ch' },
];

function ClientsTable({
  rows,
  onRowAction,
}: {
  rows: Client[];
  onRowAction: (id: number) => void;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = useMemo(() => {
    const list = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'it'));
    return sort.direction === 'descending' ? list.reverse() : list;
  }, [rows, sort]);
  return (
    <Table
      aria-label="Clienti"
      sortDescriptor={sort}
      onSortChange={setSort}
      onRowAction={(key) => onRowAction(Number(key))}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Nome
        </Column>
        <Column id="phone">Telefono</Column>
        <Column id="email">Email</Column>
      </TableHeader>
      <TableBody items={sorted}>
        {(client) => (
          <Row id={client.id}>
            <Cell>{client.name}</Cell>
            <Cell>{client.phoneNumber}</Cell>
            <Cell>{client.email || '—'}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitivi/Table',
  component: ClientsTable,
  args: { rows: clients, onRowAction: fn() },
} satisfies Meta<typeof ClientsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Clienti: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Clienti' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Anna Verdi');
  },
};

export const OrdinaEApriDaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Clienti' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Nome/ }));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Maria Rossi');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenCalledWith(1);
  },
};

export const Vuota: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessun risultato')).toBeVisible();
  },
};
