import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

export const Primario: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Crea Appuntamento' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const DaTastiera: Story = {
  args: { children: 'Continua' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Continua' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabilitato: Story = {
  args: { children: 'Creazione...', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Creazione...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
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
