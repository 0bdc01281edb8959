import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { typesIntoTextbox } from '../../testing/control-plays.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Primitivi/TextField',
  component: TextField,
  args: { label: 'Nome cliente', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vuoto: Story = {
  args: { placeholder: 'Es. Maria Rossi' },
  play: typesIntoTextbox('Nome cliente'),
};

export const ConDescrizione: Story = {
  args: { label: 'Email', type: 'email', description: 'Facoltativa' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Facoltativa');
  },
};

export const Obbligatorio: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Il nome è obbligatorio' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Nome cliente/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Il nome è obbligatorio')).toBeVisible();
  },
};

export const Disabilitato: Story = {
  args: { value: 'Giulia Bianchi', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Nome cliente' }),
    ).toBeDisabled();
  },
};
