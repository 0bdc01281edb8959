import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { typesIntoTextbox } from '../../testing/control-plays.ts';
import { PlainTextField } from './PlainTextField.tsx';

const meta = {
  title: 'Primitivi/PlainTextField',
  component: PlainTextField,
  args: { label: 'Nome cliente', onChange: fn() },
} satisfies Meta<typeof PlainTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vuoto: Story = {
  args: { placeholder: 'Es. Maria Rossi' },
  play: typesIntoTextbox('Nome cliente'),
};

export const ConDescrizione: Story = {
  args: { label: 'E-mail', type: 'email', description: 'Facoltativa' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('Facoltativa');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ConErrore: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'giulia@salone',
    description: 'Quella con cui accedi',
    errorMessage: 'Indirizzo e-mail non valido',
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Description and message are both read with the field, the message in the screen's words.
    await expect(input).toHaveAccessibleDescription(
      'Quella con cui accedi Indirizzo e-mail non valido',
    );
    await expect(canvas.getByText('Indirizzo e-mail non valido')).toBeVisible();
    // Typing into an invalid field loses nothing.
    await userEvent.type(input, '.it');
    await expect(input).toHaveValue('giulia@salone.it');
  },
};

export const Disabilitato: Story = {
  args: { label: 'Salone', defaultValue: 'Salone Bellavista', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Salone' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Salone Bellavista');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The keyboard reaches the field and the kit's focus ring shows (the baseline keeps it). */
export const FocusDaTastiera: Story = {
  args: { label: 'Password', type: 'password' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
    await userEvent.keyboard('segreta1');
    await expect(input).toHaveValue('segreta1');
  },
};
