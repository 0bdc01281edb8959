import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

function Paged({
  pageCount,
  onPageChange,
}: {
  pageCount: number;
  onPageChange: (p: number) => void;
}) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      aria-label="Pagine dei saloni"
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => (setPage(next), onPageChange(next))}
    />
  );
}

const meta = {
  title: 'Kit/Pagination',
  component: Paged,
  args: { pageCount: 400, onPageChange: fn() },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuattrocentoPagine: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagine dei saloni' });
    const pager = within(nav);
    await expect(nav).toHaveTextContent('Pagina 1 di 400');
    await expect(pager.getByRole('button', { name: 'Precedente' })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: 'Successiva' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(nav).toHaveTextContent('Pagina 2 di 400');
    await expect(pager.getByRole('button', { name: 'Precedente' })).toBeEnabled();
  },
};

export const UnaSolaPagina: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
