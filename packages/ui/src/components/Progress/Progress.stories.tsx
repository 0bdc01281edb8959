import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, Spinner } from './Progress.tsx';

const meta = {
  title: 'Primitivi/ProgressBar e Spinner',
  component: ProgressBar,
  args: { label: 'Importazione clienti', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Barra: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importazione clienti' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
  },
};

export const Completa: Story = { args: { value: 100 } };

export const CaricamentoAppuntamenti: Story = {
  render: () => <Spinner label="Caricamento appuntamenti..." />,
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', {
      name: 'Caricamento appuntamenti...',
    });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(spinner).toHaveTextContent('Caricamento appuntamenti...');
  },
};
