import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@agendina/api';
import { cloudWhatsApp, sandboxWhatsApp } from '../../testing/fixtures/whatsapp.ts';
import { WhatsAppSettingsForm } from './WhatsAppSettingsForm.tsx';

const meta = {
  title: 'Salone/WhatsAppSettingsForm',
  component: WhatsAppSettingsForm,
  args: {
    settings: sandboxWhatsApp,
    isSubmitting: false,
    failure: null,
    saved: false,
    onSubmit: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof WhatsAppSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sandbox: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: /Sandbox/ })).toBeChecked();
    await expect(c.queryByLabelText(/Token di accesso/)).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Salva WhatsApp' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'SANDBOX', reminderTemplate: 'promemoria_appuntamento' }),
    );
  },
};

export const CloudApiCampiObbligatori: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: /WhatsApp Cloud API/ }));
    await userEvent.click(c.getByRole('button', { name: 'Salva WhatsApp' }));
    await expect(c.getByText("Inserisci l'ID del numero di telefono")).toBeVisible();
    await expect(c.getByText('Inserisci il token di accesso')).toBeVisible();
    await expect(c.getByText("Inserisci la chiave segreta dell'app")).toBeVisible();
    await userEvent.type(c.getByRole('textbox', { name: /ID del numero di telefono/ }), '+39 02');
    await userEvent.click(c.getByRole('button', { name: 'Salva WhatsApp' }));
    await expect(c.getByText("L'ID del numero di telefono è fatto solo di cifre")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CloudApiConfigurato: Story = {
  args: { settings: cloudWhatsApp },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: /WhatsApp Cloud API/ })).toBeChecked();
    await expect(c.getAllByText(/^Impostato\./)).toHaveLength(2);
    await expect(c.getByText('https://agendina.it/api/webhooks/whatsapp')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Copia token di verifica' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Copia URL di callback' })).toBeVisible();
    // The secrets are kept when left empty: only the new token is sent.
    await userEvent.type(c.getByLabelText(/Token di accesso/), 'EAAG-nuovo');
    await userEvent.click(c.getByRole('button', { name: 'Salva WhatsApp' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      provider: 'CLOUD_API',
      phoneNumberId: '106540352242922',
      businessAccountId: '102290129340398',
      accessToken: 'EAAG-nuovo',
      appSecret: null,
      reminderTemplate: 'promemoria_appuntamento',
      reminderLanguage: 'it',
    });
  },
};

const taken = new ApiError({
  kind: 'http',
  status: 409,
  body: {
    message: 'Questo numero WhatsApp è già collegato a un altro salone',
    code: 'PHONE_NUMBER_ID_TAKEN',
  },
});

export const NumeroGiaCollegato: Story = {
  args: { failure: taken, onSubmit: fn(() => Promise.reject(taken)) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Questo numero WhatsApp è già collegato a un altro salone',
    );
    await userEvent.click(c.getByRole('radio', { name: /WhatsApp Cloud API/ }));
    await userEvent.type(
      c.getByRole('textbox', { name: /ID del numero di telefono/ }),
      '106540352242922',
    );
    await userEvent.type(c.getByLabelText(/Token di accesso/), 'EAAG-token');
    await userEvent.type(c.getByLabelText(/Chiave segreta/), 'segreto');
    await userEvent.click(c.getByRole('button', { name: 'Salva WhatsApp' }));
    // A refusal keeps everything typed, the secrets included.
    await expect(c.getByLabelText(/Token di accesso/)).toHaveValue('EAAG-token');
    await expect(c.getByLabelText(/Chiave segreta/)).toHaveValue('segreto');
  },
};

export const Salvato: Story = {
  args: { settings: cloudWhatsApp, saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Impostazioni WhatsApp salvate',
    );
  },
};
