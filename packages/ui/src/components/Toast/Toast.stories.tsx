import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion } from './Toast.tsx';
import { TOAST_TIMEOUT_MS, useToastQueue, type ToastContent } from './toast-queue.ts';

function Demo({ content, timeout }: { content: ToastContent; timeout?: number }) {
  const queue = useToastQueue();
  return (
    <>
      <Button onPress={() => queue.add(content, timeout ? { timeout } : {})}>
        Mostra notifica
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Primitivi/Toast',
  component: Demo,
  args: {
    content: { title: 'Messaggio inviato con successo', tone: 'success' },
    timeout: TOAST_TIMEOUT_MS,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Successo: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostra notifica' }));
    const toast = await within(document.body).findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Messaggio inviato con successo');
    // Hides by itself after 3 s (SPEC.md §9).
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const ErroreChiusoDaTastiera: Story = {
  args: {
    content: {
      title: 'Errore di connessione. Riprova.',
      description: 'Il messaggio non è stato inviato.',
      tone: 'error',
    },
    timeout: 0,
  },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = await within(document.body).findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Errore di connessione. Riprova.');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const Informazione: Story = {
  args: { content: { title: 'Appuntamento eliminato con successo', tone: 'info' }, timeout: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostra notifica' }));
    await expect(await within(document.body).findByRole('alertdialog')).toBeVisible();
  },
};

function UndoDemo() {
  const queue = useToastQueue();
  const [undone, setUndone] = useState(false);
  return (
    <>
      <Button
        onPress={() =>
          queue.add({
            title: 'Appuntamento spostato',
            description: 'Maria Rossi alle 14:15 con Marco',
            tone: 'success',
            action: { label: 'Annulla', onAction: () => setUndone(true) },
          })
        }
      >
        Mostra notifica
      </Button>
      <p>{undone ? 'Spostamento annullato' : ''}</p>
      <ToastRegion queue={queue} />
    </>
  );
}

/** A toast with an action ("Annulla" after a move) waits for the user and closes once used. */
export const ConAzione: StoryObj<typeof UndoDemo> = {
  render: () => <UndoDemo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostra notifica' }));
    const toast = await within(document.body).findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Appuntamento spostato');
    await userEvent.click(within(toast).getByRole('button', { name: 'Annulla' }));
    await expect(await within(canvasElement).findByText('Spostamento annullato')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
