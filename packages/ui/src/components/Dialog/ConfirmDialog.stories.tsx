import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOverlayBehaviour } from '../../testing/overlay-suite.ts';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './Dialogs.tsx';

function Demo({ defaultOpen, ...props }: ConfirmDialogProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="danger">Elimina appuntamento</Button>
      <ConfirmDialog {...props} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Dialoghi/ConfirmDialog',
  component: Demo,
  args: {
    title: 'Eliminare l’appuntamento?',
    message: 'L’appuntamento di Maria Rossi di lunedì 9 marzo alle 09:30 sarà eliminato.',
    confirmLabel: 'Elimina',
    isDestructive: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Elimina appuntamento' });

export const ComportamentoOverlay: Story = {
  play: async ({ canvasElement }) => {
    await expectOverlayBehaviour({
      trigger: trigger(canvasElement),
      name: 'Eliminare l’appuntamento?',
      role: 'alertdialog',
    });
  },
};

export const FocusSullaSceltaMenoDistruttiva: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Eliminare l’appuntamento?',
    });
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // Enter straight away cancels: nothing is deleted by accident.
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfermaDaTastiera: Story = {
  args: {
    title: 'Disconnettere tutti i dispositivi?',
    message: 'Dovrai accedere di nuovo su ogni dispositivo.',
    confirmLabel: 'Disconnetti tutti',
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Disconnetti tutti' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const Aperto: Story = {
  args: {
    defaultOpen: true,
    isDestructive: false,
    title: 'Cambiare la password?',
    message: 'Dopo il cambio dovrai accedere di nuovo.',
    confirmLabel: 'Cambia password',
  },
  play: async () => {
    await expect(
      await within(document.body).findByRole('alertdialog', { name: 'Cambiare la password?' }),
    ).toBeVisible();
  },
};
