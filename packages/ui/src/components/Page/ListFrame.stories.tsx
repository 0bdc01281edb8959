import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ListFilters, ListFrame } from './ListFrame.tsx';
import { PagedList } from './PagedList.tsx';

const products = ['Shampoo nutriente', 'Maschera ristrutturante', 'Lacca forte', 'Olio di argan'];
const uses = [
  { id: 'ALL', name: 'Tutti gli usi' },
  { id: 'RIVENDITA', name: 'Rivendita' },
];

/** A products list as a screen composes it: its filters, then the count, the rows, the pager. */
function ProductsList({ layout }: { layout: 'columns' | 'row' }) {
  const [text, setText] = useState('');
  const [use, setUse] = useState<string>('ALL');
  const shown = products.filter((name) => name.toLowerCase().includes(text.toLowerCase()));
  return (
    <ListFrame
      filters={
        <ListFilters layout={layout}>
          <TextField label="Cerca" type="search" value={text} onChange={setText} />
          <Select
            label="Uso"
            options={uses}
            selectedKey={use}
            onSelectionChange={(key) => setUse(key ?? 'ALL')}
          />
        </ListFilters>
      }
    >
      <PagedList
        count={shown.length === 1 ? '1 prodotto' : `${shown.length} prodotti`}
        countLive
        isEmpty={shown.length === 0}
        empty="Nessun prodotto con questi filtri."
        pager={{
          'aria-label': 'Pagine dei prodotti',
          page: 1,
          pageCount: 1,
          onPageChange: () => {},
        }}
      >
        <ul aria-label="Prodotti">
          {shown.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </PagedList>
    </ListFrame>
  );
}

const meta = {
  title: 'Pagina/ListFrame',
  component: ProductsList,
  args: { layout: 'columns' },
} satisfies Meta<typeof ProductsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filters side by side above the count and the rows; a search narrows the list. */
export const FiltriInColonne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Cerca' });
    const list = canvas.getByRole('list', { name: 'Prodotti' });
    await expect(search.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('4 prodotti');
    await userEvent.type(search, 'olio');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 prodotto');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** No product matches: the list's sentence instead of an empty list; the filters stay. */
export const NessunRisultato: Story = {
  args: { layout: 'row' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cerca' }), 'cera');
    await expect(canvas.getByText('Nessun prodotto con questi filtri.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Prodotti' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Uso/ })).toBeEnabled();
  },
};
