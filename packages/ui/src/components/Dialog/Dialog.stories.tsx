import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectOverlayBehaviour } from '../../testing/overlay-suite.ts';
import { Button } from '../Button/Button.tsx';
import { MessageDialog, type MessageDialogProps } from './Dialogs.tsx';
import { dialogTypes } from './Dialog.css.ts';

function Demo({ defaultOpen, ...props }: MessageDialogProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="secondary">Mostra messaggio</Button>
      <MessageDialog {...props} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Dialoghi/MessageDialog',
  component: Demo,
  args: {
    type: 'error',
    title: 'Operatore non disponibile',
    message:
      "L'operatore ha già un appuntamento in questo orario. Scegli un altro orario o un altro operatore.",
  },
  argTypes: { type: { control: 'inline-radio', options: dialogTypes } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Mostra messaggio' });

export const Errore: Story = {
  play: async ({ canvasElement }) => {
    await expectOverlayBehaviour({
      trigger: trigger(canvasElement),
      name: 'Operatore non disponibile',
      role: 'alertdialog',
    });
  },
};

export const Avviso: Story = {
  args: {
    type: 'warning',
    title: 'Numero di telefono duplicato',
    message: 'Esiste già un cliente con questo numero.',
  },
  play: async ({ canvasElement }) => {
    await expectOverlayBehaviour({
      trigger: trigger(canvasElement),
      name: 'Numero di telefono duplicato',
      role: 'alertdialog',
    });
  },
};

export const Informazione: Story = {
  args: {
    type: 'info',
    title: undefined,
    message: 'Le modifiche saranno visibili al prossimo aggiornamento.',
  },
  play: async ({ canvasElement }) => {
    await expectOverlayBehaviour({ trigger: trigger(canvasElement), name: 'Informazione' });
  },
};

export const Successo: Story = {
  args: { type: 'success', title: undefined, message: 'Appuntamento eliminato con successo' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Operazione completata',
    });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const ErroreAperto: Story = {
  args: {
    defaultOpen: true,
    title: 'Errore di connessione',
    message: 'Controlla la connessione e riprova.',
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Errore di connessione',
    });
    await expect(dialog).toHaveTextContent('Controlla la connessione e riprova.');
  },
};
