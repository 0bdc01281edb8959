import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

const services = [
  { id: 1, name: 'Taglio donna', description: '45 min' },
  { id: 2, name: 'Colore', description: '90 min' },
  { id: 3, name: 'Piega', description: '30 min' },
  { id: 4, name: 'Trattamento ristrutturante', description: 'non disponibile', isDisabled: true },
];

const meta = {
  title: 'Primitivi/Select',
  component: Select,
  args: { label: 'Servizio', options: services, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SceltaConMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Servizio/ });
    await expect(trigger).toHaveTextContent('Seleziona...');
    await userEvent.click(trigger);
    const body = within(document.body);
    await userEvent.click(await body.findByRole('option', { name: /Colore/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(trigger).toHaveTextContent('Colore'));
  },
};

export const SceltaDaTastiera: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Servizio/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
  },
};

export const OperatoreNonDisponibile: Story = {
  args: {
    label: 'Operatore',
    options: [
      { id: 'a', name: 'Giulia' },
      { id: 'b', name: 'Marco', description: 'non disponibile', isDisabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Operatore/ }));
    const marco = await within(document.body).findByRole('option', { name: /Marco/ });
    await expect(marco).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

export const ConErrore: Story = {
  args: { isInvalid: true, errorMessage: 'Seleziona un servizio' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Seleziona un servizio')).toBeVisible();
  },
};

export const Selezionato: Story = { args: { defaultSelectedKey: 3 } };
