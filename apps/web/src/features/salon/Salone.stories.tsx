import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import {
  endOn,
  everySectionLoaded,
  resetSaloneMock,
  saloneHandlers,
  saloneMock,
} from './salone-story-server.ts';

const meta = {
  title: 'Schermate/Salone',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: saloneHandlers },
  args: { path: '/salone', auth: accessSubject },
  beforeEach: () => {
    signInForStory();
    localStorage.removeItem('agendina_dashboard_cash_card');
    localStorage.removeItem('agendina_dashboard_warehouse_card');
    resetSaloneMock();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartitaIva: Story = {
  play: async () => {
    const vat = await screen.findByRole('textbox', { name: 'Partita IVA' });
    await userEvent.type(vat, '00905811007');
    await userEvent.click(screen.getByRole('button', { name: 'Salva profilo' }));
    await expect(screen.getByText('Partita IVA non valida')).toBeVisible();
    await expect(saloneMock.patched).toEqual([]);
    await userEvent.clear(vat);
    await userEvent.type(vat, '00905811006');
    await userEvent.click(screen.getByRole('button', { name: 'Salva profilo' }));
    await expect(await screen.findByText('Profilo salvato')).toBeVisible();
    await expect(saloneMock.patched[0]).toEqual(
      expect.objectContaining({ vatNumber: '00905811006', phoneNumber: '+390212345678' }),
    );
  },
};

export const OrariDiApertura: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi fascia a Lunedì' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva orari' }));
    await expect(await screen.findByText('Orari salvati')).toBeVisible();
    await expect(JSON.parse(saloneMock.hoursSent[0]!).monday).toEqual([['09:00', '19:00']]);
  },
};

export const Promemoria: Story = {
  play: async () => {
    const hours = await screen.findByRole('textbox', { name: "Ore prima dell'appuntamento" });
    await userEvent.clear(hours);
    await userEvent.type(hours, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Salva promemoria' }));
    await expect(await screen.findByText('Promemoria salvati')).toBeVisible();
    await expect(saloneMock.reminderSettings).toEqual([{ enabled: true, hoursBefore: 12 }]);
  },
};

export const SchedeDashboard: Story = {
  play: async () => {
    const cash = await screen.findByRole('switch', { name: 'Mostra la scheda Cassa' });
    await expect(cash).toBeChecked();
    await userEvent.click(cash);
    await waitFor(() => expect(localStorage.getItem('agendina_dashboard_cash_card')).toBe('false'));
    await expect(cash).not.toBeChecked();
  },
};

export const DisattivaAccount: Story = {
  play: async () => {
    // Below «Prenotazioni online», which loads on its own: wait, or it pushes the section away.
    await everySectionLoaded();
    await userEvent.click(await screen.findByRole('button', { name: 'Disattiva account' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: "Disattivare l'account?" }),
    );
    await expect(
      dialog.getByText(/Perderai l'accesso all'agenda, all'archivio clienti/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annulla' }));
    await endOn('Disattiva account');
  },
};

export const ChiaviDiIntegrazione: Story = {
  play: async () => {
    // Below «Prenotazioni online», which loads on its own: wait, or it pushes the section away.
    await everySectionLoaded();
    const list = await screen.findByRole('list', { name: 'Chiavi di integrazione' });
    await expect(list).toHaveTextContent('Assistente WhatsApp');
    await expect(list).toHaveTextContent('agk_Q7f3••••••••••••');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Nome della chiave' }),
      'Assistente vocale',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crea chiave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chiave creata' }));
    await expect(dialog.getByText(saloneMock.keys.issued[0]!.secret)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ho copiato la chiave' }));
    await waitFor(() => expect(list).toHaveTextContent('agk_N004••••••••••••'));
    await expect(screen.queryByText(saloneMock.keys.issued[0]!.secret)).toBeNull();
    await endOn('Chiavi di integrazione');
  },
};

export const RigeneraChiave: Story = {
  play: async () => {
    // Below «Prenotazioni online», which loads on its own: wait, or it pushes the section away.
    await everySectionLoaded();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rigenera Assistente WhatsApp' }),
    );
    const confirm = within(await screen.findByRole('alertdialog'));
    await expect(confirm.getByText(/sostituita da una nuova chiave/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Rigenera chiave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chiave creata' }));
    const { secret, key } = saloneMock.keys.issued[0]!;
    await expect(key.label).toBe('Assistente WhatsApp');
    await expect(dialog.getByText(secret)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ho copiato la chiave' }));
    // The old key is revoked, the new one listed masked.
    const list = await screen.findByRole('list', { name: 'Chiavi di integrazione' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'agk_N004••••••••••••',
    );
    await expect(screen.getAllByRole('button', { name: /^Rigenera/ })).toHaveLength(1);
    await endOn('Chiavi di integrazione');
  },
};

export const RevocaChiaveDelSalone: Story = {
  play: async () => {
    // Below «Prenotazioni online», which loads on its own: wait, or it pushes the section away.
    await everySectionLoaded();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoca Assistente WhatsApp' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Revoca chiave',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoca Assistente WhatsApp' })).toBeNull(),
    );
    await expect(saloneMock.keys.revoked).toEqual([3]);
    await expect(
      await screen.findByRole('list', { name: 'Chiavi di integrazione' }),
    ).toHaveTextContent('Revocata il 19/11/2026 10:30');
    await endOn('Chiavi di integrazione');
  },
};

export const WhatsAppCloudApi: Story = {
  play: async () => {
    // Below «Prenotazioni online», which loads on its own: wait, or it pushes the section away.
    await everySectionLoaded();
    const section = within(await screen.findByRole('region', { name: 'WhatsApp' }));
    await userEvent.click(await section.findByRole('radio', { name: /WhatsApp Cloud API/ }));
    await userEvent.type(
      section.getByRole('textbox', { name: /ID del numero di telefono/ }),
      '106540352242922',
    );
    await userEvent.type(section.getByLabelText(/Token di accesso/), 'EAAG-token');
    await userEvent.type(section.getByLabelText(/Chiave segreta/), 'segreto-app');
    await userEvent.click(section.getByRole('button', { name: 'Salva WhatsApp' }));
    await expect(await section.findByText('Impostazioni WhatsApp salvate')).toBeVisible();
    await expect(saloneMock.whatsAppSent[0]).toEqual(
      expect.objectContaining({
        provider: 'CLOUD_API',
        phoneNumberId: '106540352242922',
        accessToken: 'EAAG-token',
        appSecret: 'segreto-app',
      }),
    );
    // Saved: the secrets are "Impostato" and the fields empty again.
    await expect(section.getAllByText(/^Impostato\./)).toHaveLength(2);
    await expect(section.getByLabelText(/Token di accesso/)).toHaveValue('');
    await expect(section.getByText('wa_vt_6f1c0b9e2d8a4c7f93b1e5d2a0c4f8b7')).toBeVisible();
  },
};

export const ScaricaITuoiDati: Story = {
  play: async () => {
    const data = within(await screen.findByRole('region', { name: 'I tuoi dati' }));
    await everySectionLoaded();
    await userEvent.click(data.getByRole('button', { name: 'Scarica i tuoi dati' }));
    await waitFor(() => expect(saloneMock.exports).toBe(1));
    await expect(await data.findByRole('button', { name: 'Scarica i tuoi dati' })).toBeEnabled();
    await expect(data.queryByRole('alert')).toBeNull();
  },
};

export const TroppeEsportazioni: Story = {
  beforeEach: () => {
    saloneMock.exportRefused = true;
  },
  play: async () => {
    const data = within(await screen.findByRole('region', { name: 'I tuoi dati' }));
    await everySectionLoaded();
    await userEvent.click(data.getByRole('button', { name: 'Scarica i tuoi dati' }));
    await expect(await data.findByText(/Troppe esportazioni dei dati/)).toBeVisible();
  },
};
