import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../testing/api-mocks.ts';
import { storyOpeningHours, storyOperators } from '../operators/fixtures.ts';
import { storyServices } from '../services/fixtures.ts';
import { storyOnlineBookingSettings } from '../../testing/fixtures/online-booking.ts';
import { myKeyHandlers, newKeyDesk } from '../../testing/handlers/admin-integration-keys.ts';
import { sandboxWhatsApp } from '../../testing/fixtures/whatsapp.ts';

const user: Schemas['CurrentUser'] = {
  id: 1,
  email: 'giulia@salone-demo.it',
  name: 'Salone Bellavista',
  role: 'USER',
  businessType: 'PARRUCCHIERE',
  digitalCashEnabled: true,
  hasDigitalCashAccess: true,
  address: 'Via Roma 1, Milano',
  phoneNumber: '+390212345678',
  vatNumber: null,
  fiscalCode: null,
  openingHours: storyOpeningHours,
  emailVerified: true,
  createdAt: '2026-01-01T09:00:00Z',
};

/** The salon's own integration keys on the mock server. */
const keys = newKeyDesk();

/** The salon's WhatsApp settings on the mock server (secrets never come back, as on the real one). */
let whatsApp = sandboxWhatsApp;
let whatsAppSent: Schemas['WhatsAppSettingsUpdate'][] = [];

let patched: Schemas['UpdateCurrentUserRequest'][] = [];
let reminderSettings: Schemas['ReminderSettings'][] = [];
let hoursSent: string[] = [];
/** GET /salon/export calls; with `exportRefused` the server answers its 429. */
let exports = 0;
let exportRefused = false;

const handlers = [
  http.get('/users/me', ({ response }) => response(200).json(user)),
  http.patch('/users/me', async ({ request, response }) => {
    const body = await request.json();
    patched.push(body);
    return response(200).json({ ...user, ...body } as Schemas['CurrentUser']);
  }),
  http.patch('/users/me/opening-hours', async ({ request, response }) => {
    const { openingHours } = await request.json();
    hoursSent.push(openingHours);
    return response(200).json({ ...user, openingHours });
  }),
  ...myKeyHandlers(keys),
  http.get('/salon/whatsapp', ({ response }) => response(200).json(whatsApp)),
  http.put('/salon/whatsapp', async ({ request, response }) => {
    const body = await request.json();
    whatsAppSent.push(body);
    whatsApp = {
      ...whatsApp,
      provider: body.provider,
      phoneNumberId: body.phoneNumberId ?? null,
      businessAccountId: body.businessAccountId ?? null,
      accessTokenSet: whatsApp.accessTokenSet || Boolean(body.accessToken),
      appSecretSet: whatsApp.appSecretSet || Boolean(body.appSecret),
      configured: true,
    };
    return response(200).json(whatsApp);
  }),
  http.get('/salon/export', ({ response }) => {
    exports++;
    if (exportRefused)
      return response(429).json({
        message: 'Troppe esportazioni dei dati. Riprova tra 58 minuti.',
        code: 'TOO_MANY_REQUESTS',
      });
    // A ZIP's first bytes are enough: the page only hands the file to the browser.
    return response.untyped(
      new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), {
        headers: { 'Content-Type': 'application/zip' },
      }),
    );
  }),
  http.get('/salon/online-booking', ({ response }) =>
    response(200).json(storyOnlineBookingSettings),
  ),
  http.get('/services', ({ response }) => response(200).json(storyServices)),
  http.get('/hairdressers', ({ response }) => response(200).json(storyOperators)),
  http.get('/salon/reminders', ({ response }) =>
    response(200).json({ enabled: true, hoursBefore: 24 }),
  ),
  http.put('/salon/reminders', async ({ request, response }) => {
    const body = await request.json();
    reminderSettings.push(body);
    return response(200).json(body);
  }),
];

const meta = {
  title: 'Schermate/Salone',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers },
  args: { path: '/salone', auth: accessSubject },
  beforeEach: () => {
    signInForStory();
    localStorage.removeItem('agendina_dashboard_cash_card');
    localStorage.removeItem('agendina_dashboard_warehouse_card');
    patched = [];
    hoursSent = [];
    exports = 0;
    exportRefused = false;
    reminderSettings = [];
    Object.assign(keys, newKeyDesk());
    whatsApp = sandboxWhatsApp;
    whatsAppSent = [];
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until no section is still loading. Clicking a button below the fold scrolls it into view;
 * a section above it that loads afterwards pushes it out again (a shot without the message).
 */
const everySectionLoaded = () =>
  waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));

/**
 * Ends a story scrolled to its section's top. Scrolled by a click alone, the page stood 1 px
 * apart from one run to the next under load (a whole phone screen of different pixels). A dialog
 * that was just closed must be gone first: while it leaves, the page is still locked under it, and
 * in CI the shot once caught the page 476 px above where this scroll had put it.
 */
const endOn = async (section: string) => {
  await waitFor(() =>
    expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull(),
  );
  const region = await screen.findByRole('region', { name: section });
  await waitFor(async () => {
    // The section's top on a whole pixel, or near the page's end a pixel short of the furthest
    // scroll: the page's height falls between two pixels, and the scroll then ended on either
    // (a focused button scrolled it the last fraction), a different shot every other run.
    const end = document.documentElement.getBoundingClientRect().height - innerHeight;
    const at = region.getBoundingClientRect().top + scrollY;
    window.scrollTo({ top: Math.floor(Math.min(at, end - 1)), behavior: 'instant' });
    const top = scrollY;
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    await expect(scrollY).toBe(top);
  });
};

export const PartitaIva: Story = {
  play: async () => {
    const vat = await screen.findByRole('textbox', { name: 'Partita IVA' });
    await userEvent.type(vat, '00905811007');
    await userEvent.click(screen.getByRole('button', { name: 'Salva profilo' }));
    await expect(screen.getByText('Partita IVA non valida')).toBeVisible();
    await expect(patched).toEqual([]);
    await userEvent.clear(vat);
    await userEvent.type(vat, '00905811006');
    await userEvent.click(screen.getByRole('button', { name: 'Salva profilo' }));
    await expect(await screen.findByText('Profilo salvato')).toBeVisible();
    await expect(patched[0]).toEqual(
      expect.objectContaining({ vatNumber: '00905811006', phoneNumber: '+390212345678' }),
    );
  },
};

export const OrariDiApertura: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi fascia a Lunedì' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva orari' }));
    await expect(await screen.findByText('Orari salvati')).toBeVisible();
    await expect(JSON.parse(hoursSent[0]!).monday).toEqual([['09:00', '19:00']]);
  },
};

export const Promemoria: Story = {
  play: async () => {
    const hours = await screen.findByRole('textbox', { name: "Ore prima dell'appuntamento" });
    await userEvent.clear(hours);
    await userEvent.type(hours, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Salva promemoria' }));
    await expect(await screen.findByText('Promemoria salvati')).toBeVisible();
    await expect(reminderSettings).toEqual([{ enabled: true, hoursBefore: 12 }]);
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
    await expect(dialog.getByText(keys.issued[0]!.secret)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Ho copiato la chiave' }));
    await waitFor(() => expect(list).toHaveTextContent('agk_N004••••••••••••'));
    await expect(screen.queryByText(keys.issued[0]!.secret)).toBeNull();
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
    const { secret, key } = keys.issued[0]!;
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
    await expect(keys.revoked).toEqual([3]);
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
    await expect(whatsAppSent[0]).toEqual(
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
    await waitFor(() => expect(exports).toBe(1));
    await expect(await data.findByRole('button', { name: 'Scarica i tuoi dati' })).toBeEnabled();
    await expect(data.queryByRole('alert')).toBeNull();
  },
};

export const TroppeEsportazioni: Story = {
  beforeEach: () => {
    exportRefused = true;
  },
  play: async () => {
    const data = within(await screen.findByRole('region', { name: 'I tuoi dati' }));
    await everySectionLoaded();
    await userEvent.click(data.getByRole('button', { name: 'Scarica i tuoi dati' }));
    await expect(await data.findByText(/Troppe esportazioni dei dati/)).toBeVisible();
  },
};
