import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as pageFrame from './Page.css.ts';
import { RetryAlert } from './RetryAlert.tsx';

const meta = {
  title: 'Pagina/RetryAlert',
  component: RetryAlert,
  args: { message: 'Impossibile caricare gli ordini. Riprova più tardi.', onRetry: fn() },
} satisfies Meta<typeof RetryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section's own sentence in the failure style, announced at once; «Riprova» loads again. */
export const ConLeParoleDellaSezione: Story = {
  args: { className: pageFrame.failure },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Impossibile caricare gli ordini. Riprova più tardi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The error's own text, plain: what a list says when its section has no words of its own. */
export const TestoDellErrore: Story = {
  args: { message: 'Il server non risponde. Controlla la connessione.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Il server non risponde.');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeEnabled();
  },
};
