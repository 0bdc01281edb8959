import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReminderSettingsForm } from './ReminderSettings.tsx';

const meta = {
  title: 'Salone/Promemoria',
  component: ReminderSettingsForm,
  args: {
    settings: { enabled: true, hoursBefore: 24 },
    isSaving: false,
    failure: null,
    saved: false,
    onSave: fn(),
  },
} satisfies Meta<typeof ReminderSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Attivi: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'Invia i promemoria ai clienti' }),
    ).toBeChecked();
    const hours = canvas.getByRole('textbox', { name: "Ore prima dell'appuntamento" });
    await expect(hours).toHaveValue('24');
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva promemoria' }));
    await expect(args.onSave).toHaveBeenCalledWith({ enabled: true, hoursBefore: 48 });
  },
};

export const Disattivati: Story = {
  args: { settings: { enabled: false, hoursBefore: 24 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Invia i promemoria ai clienti' });
    await expect(toggle).not.toBeChecked();
    await expect(
      canvas.getByRole('textbox', { name: "Ore prima dell'appuntamento" }),
    ).toBeDisabled();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Salva promemoria' }));
    await expect(args.onSave).toHaveBeenCalledWith({ enabled: true, hoursBefore: 24 });
  },
};

export const OreFuoriIntervallo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('textbox', { name: "Ore prima dell'appuntamento" });
    await userEvent.clear(hours);
    await userEvent.type(hours, '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Salva promemoria' }));
    await expect(canvas.getByText('Indica un numero intero di ore tra 2 e 72')).toBeVisible();
    await expect(hours).toHaveValue('100');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Salvati: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Promemoria salvati');
  },
};

export const ErroreDelServer: Story = {
  args: { failure: { status: 500, message: 'Errore interno' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
