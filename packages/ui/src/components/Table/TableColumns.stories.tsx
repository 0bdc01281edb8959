import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Cell, Row, Table, TableBody, TableColumns, type TableColumnSpec } from './Table.tsx';

const suppliers = [
  { id: 1, name: 'Cosmetica Rossi', city: 'Milano', products: 42 },
  { id: 2, name: 'Bellezza Bianchi', city: 'Torino', products: 7 },
];

const sortable: readonly TableColumnSpec[] = [
  { id: 'name', name: 'Nome' },
  { id: 'city', name: 'Città' },
  { id: 'products', name: 'Prodotti' },
];

/** A table whose header is its column set, sorted by any column when `allowsSorting`. */
function SuppliersTable({ allowsSorting }: { allowsSorting: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = [...suppliers].sort((a, b) => a.name.localeCompare(b.name, 'it'));
  if (sort.direction === 'descending') rows.reverse();
  return (
    <Table
      aria-label="Fornitori"
      {...(allowsSorting ? { sortDescriptor: sort } : {})}
      onSortChange={setSort}
    >
      <TableColumns
        columns={allowsSorting ? sortable : ['Nome', 'Città', 'Prodotti']}
        allowsSorting={allowsSorting}
      />
      <TableBody items={rows}>
        {(supplier) => (
          <Row id={supplier.id}>
            <Cell>{supplier.name}</Cell>
            <Cell>{supplier.city}</Cell>
            <Cell>{supplier.products}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Primitivi/TableColumns',
  component: SuppliersTable,
  args: { allowsSorting: false },
} satisfies Meta<typeof SuppliersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The headings in order; the first one names each row for a screen reader. */
export const Intestazioni: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Fornitori' });
    // React Aria fills the table once its collection is built, a render after the first.
    const headings = await within(table).findAllByRole('columnheader');
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Nome',
      'Città',
      'Prodotti',
    ]);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Bellezza Bianchi');
  },
};

/** Every column sorts: a heading pressed asks for the other order. */
export const Ordinabili: Story = {
  args: { allowsSorting: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Fornitori' });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Nome/ }));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cosmetica Rossi');
  },
};
