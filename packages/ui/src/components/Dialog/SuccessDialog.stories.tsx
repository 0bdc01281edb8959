import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectOverlayBehaviour } from '../../testing/overlay-suite.ts';
import { Button } from '../Button/Button.tsx';
import { SuccessDialog, type SuccessDialogProps } from './Dialogs.tsx';

function Demo({ defaultOpen, ...props }: SuccessDialogProps & { defaultOpen?: boolean }) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>Crea Appuntamento</Button>
      <SuccessDialog {...props} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Dialoghi/SuccessDialog',
  component: Demo,
  args: {
    title: 'Appuntamento creato',
    message: 'Il nuovo cliente Maria Rossi è stato salvato e l’appuntamento è in calendario.',
    primaryAction: { label: 'Vai alla scheda cliente', onPress: fn() },
    secondaryAction: { label: 'Torna alla dashboard', onPress: fn() },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Crea Appuntamento' });

export const ComportamentoOverlay: Story = {
  play: async ({ canvasElement }) => {
    await expectOverlayBehaviour({ trigger: trigger(canvasElement), name: 'Appuntamento creato' });
  },
};

export const AzionePrimaria: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Appuntamento creato',
    });
    const primary = within(dialog).getByRole('button', { name: 'Vai alla scheda cliente' });
    await waitFor(() => expect(primary).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.primaryAction.onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const AzioneSecondaria: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Appuntamento creato',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Torna alla dashboard' }));
    await expect(args.secondaryAction?.onPress).toHaveBeenCalledTimes(1);
    await expect(args.primaryAction.onPress).not.toHaveBeenCalled();
  },
};

export const Aperto: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Appuntamento creato' }),
    ).toBeVisible();
  },
};
