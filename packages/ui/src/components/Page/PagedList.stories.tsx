import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PagedList } from './PagedList.tsx';

const rows = ['Shampoo nutriente', 'Maschera ristrutturante', 'Lacca forte'];

const meta = {
  title: 'Pagina/PagedList',
  component: PagedList,
  args: {
    pager: { 'aria-label': 'Pagine dei prodotti', page: 2, pageCount: 5, onPageChange: fn() },
    count: '13 prodotti',
    children: (
      <ul aria-label="Prodotti">
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof PagedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count above the results, announced as a filter changes it; the pager moves a page on. */
export const ConteggioInAlto: Story = {
  args: { countLive: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('13 prodotti');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const pager = canvas.getByRole('navigation', { name: 'Pagine dei prodotti' });
    await expect(pager).toHaveTextContent('Pagina 2 di 5');
    await userEvent.click(within(pager).getByRole('button', { name: 'Successiva' }));
    await expect(args.pager.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** The count as a line under the pager, not announced: a period's total after its list. */
export const ConteggioInFondo: Story = {
  args: { count: '13 scontrini nel periodo', countAt: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    const pager = canvas.getByRole('navigation', { name: 'Pagine dei prodotti' });
    const total = canvas.getByText('13 scontrini nel periodo');
    await expect(pager.compareDocumentPosition(total) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

/** One page only: no pager, the results and their count. */
export const UnaSolaPagina: Story = {
  args: {
    pager: { 'aria-label': 'Pagine dei prodotti', page: 1, pageCount: 1, onPageChange: fn() },
    count: '3 prodotti',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('3 prodotti')).toBeVisible();
  },
};

/** No results: the list's own sentence alone, no count, no pager. */
export const Vuota: Story = {
  args: { isEmpty: true, empty: 'Nessuna attività con questi filtri.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nessuna attività con questi filtri.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText('13 prodotti')).toBeNull();
  },
};
