import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from './ComboBox.tsx';

const clients = [
  { id: 1, name: 'Maria Rossi', description: '+39 333 123 4567' },
  { id: 2, name: 'Giulia Bianchi', description: '+39 347 765 4321' },
  { id: 3, name: 'Marco Verdi', description: 'marco@example.it' },
];

const meta = {
  title: 'Primitivi/ComboBox',
  component: ComboBox,
  args: {
    label: 'Cliente',
    defaultItems: clients,
    placeholder: 'Cerca per nome, telefono o email',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ricerca: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Cliente' });
    await userEvent.type(input, 'gi');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(listbox).getByRole('option', { name: /Giulia Bianchi/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
    await expect(input).toHaveValue('Giulia Bianchi');
  },
};

export const NessunRisultato: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Cliente' });
    await userEvent.type(input, 'zzz');
    await expect(await within(document.body).findByText('Nessun risultato')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const ConErrore: Story = {
  args: { isInvalid: true, errorMessage: 'Seleziona un cliente o creane uno nuovo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Cliente' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

// Keyboard only, with the field as wide as the page: the popover used to overflow the page by
// React Aria's 12 px edge padding, ArrowDown scrolled the page sideways to show the option, and
// a non-modal popover closes on page scroll, so Enter selected nothing.
export const SelezioneDaTastiera: Story = {
  parameters: { layout: 'fullscreen' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Cliente' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('mar');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: /Marco Verdi/ }).id,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(3);
    await expect(input).toHaveValue('Marco Verdi');
    await expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
  },
};
