import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';
import { iconButtonSizes, iconButtonVariants } from './IconButton.css.ts';

const meta = {
  title: 'Primitivi/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Chiudi', icon: 'close', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chiudi: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chiudi' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const DaTastiera: Story = {
  args: { 'aria-label': 'Impostazioni di sicurezza', icon: 'shield', variant: 'outline' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Impostazioni di sicurezza' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Primario: Story = {
  args: { 'aria-label': 'Invia', icon: 'send', variant: 'primary' },
};
export const Piccolo: Story = {
  args: { 'aria-label': 'Settimana successiva', icon: 'chevronRight', size: 'sm' },
};
export const Disabilitato: Story = {
  args: { 'aria-label': 'Settimana precedente', icon: 'chevronLeft', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Settimana precedente' }),
    ).toBeDisabled();
  },
};
