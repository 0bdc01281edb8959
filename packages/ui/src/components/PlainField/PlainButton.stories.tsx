import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonVariants } from '../Button/Button.css.ts';
import {
  disabledButton,
  pressedByKeyboard,
  pressedByPointer,
} from '../../testing/control-plays.ts';
import { PlainButton } from './PlainButton.tsx';

const meta = {
  title: 'Primitivi/PlainButton',
  component: PlainButton,
  args: { children: 'Accedi', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primario: Story = {
  play: async (context) => {
    // Like React Aria's, a plain button submits nothing unless it says so.
    const button = within(context.canvasElement).getByRole('button', { name: 'Accedi' });
    await expect(button).toHaveAttribute('type', 'button');
    await pressedByPointer('Accedi')(context);
  },
};

export const Secondario: Story = {
  args: { variant: 'secondary', children: 'Invia di nuovo il codice' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Invia di nuovo il codice' }),
    );
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Tab reaches it with the kit's ring; Enter and Space press it. */
export const DaTastiera: Story = {
  args: { children: 'Continua' },
  play: async (context) => {
    await pressedByKeyboard('Continua')(context);
    const button = within(context.canvasElement).getByRole('button', { name: 'Continua' });
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(context.args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabilitato: Story = {
  args: { children: 'Accesso in corso...', isDisabled: true },
  play: disabledButton('Accesso in corso...'),
};
