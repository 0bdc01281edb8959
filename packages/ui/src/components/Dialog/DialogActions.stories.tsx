import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogActions } from './DialogActions.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Dialoghi/DialogActions',
  component: DialogActions,
  args: {
    label: 'Rimborsa 10,00 €',
    pendingLabel: 'Rimborso in corso...',
    isPending: false,
    variant: 'danger',
    onBack: fn(),
    onPress: fn(),
  },
} satisfies Meta<typeof DialogActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IndietroEAzione: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Indietro' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Rimborsa 10,00 €' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const InCorso: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const action = within(canvasElement).getByRole('button', { name: 'Rimborso in corso...' });
    await expect(action).toBeDisabled();
    await userEvent.click(action);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** In its dialog, as a void is: the dialog opens on «Indietro», the least destructive choice. */
export const FocusSuIndietro: Story = {
  args: { label: 'Annulla scontrino', focusBack: true },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="danger">Annulla scontrino</Button>
      <Modal title="Annullare lo scontrino?" role="alertdialog">
        {(close) => <DialogActions {...args} onBack={close} />}
      </Modal>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Indietro' })).toHaveFocus();
  },
};
