import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toggledByKeyboard } from '../../testing/control-plays.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitivi/Checkbox',
  component: Checkbox,
  args: { children: 'Ricorda le mie credenziali', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonSelezionato: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ricorda le mie credenziali' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const DaTastiera: Story = {
  args: { children: 'Parallelo al servizio precedente', defaultSelected: true },
  play: toggledByKeyboard('Parallelo al servizio precedente'),
};

export const Indeterminato: Story = {
  args: { children: 'Tutti i servizi', isIndeterminate: true },
};

export const Disabilitato: Story = {
  args: { children: 'Cassa digitale', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Cassa digitale' }),
    ).toBeDisabled();
  },
};
