import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  disabledButton,
  pressedByKeyboard,
  pressedByPointer,
} from '../../testing/control-plays.ts';
import { Button } from './Button.tsx';
import { button as buttonClass, buttonVariants } from './Button.css.ts';

const meta = {
  title: 'Primitivi/Button',
  component: Button,
  args: { children: 'Crea Appuntamento', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primario: Story = { play: pressedByPointer('Crea Appuntamento') };

export const DaTastiera: Story = {
  args: { children: 'Continua' },
  play: pressedByKeyboard('Continua'),
};

export const Disabilitato: Story = {
  args: { children: 'Creazione...', isDisabled: true },
  play: disabledButton('Creazione...'),
};

export const Secondario: Story = { args: { variant: 'secondary', children: 'Indietro' } };
export const Pericoloso: Story = { args: { variant: 'danger', children: 'Elimina' } };

/**
 * A consumer's className may be a function of React Aria's render props: the kit's recipe class
 * stays, and the consumer's class follows the button's state (hand-joined strings broke this).
 */
export const ClasseDaFunzione: Story = {
  args: {
    children: 'Salva',
    className: ({ isFocusVisible }) => (isFocusVisible ? 'cliente-tastiera' : 'cliente-riposo'),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Salva' });
    const recipeClass = buttonClass({ variant: 'primary' }).split(' ')[0] ?? '';
    await expect(button).toHaveClass(recipeClass, 'cliente-riposo');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveClass(recipeClass, 'cliente-tastiera');
    await expect(button).not.toHaveClass('cliente-riposo');
  },
};
