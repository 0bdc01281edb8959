import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { stubClipboard } from '@agendina/ui/testing';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { adminSalonHandlers, newAdminDesk } from '../../../testing/handlers/admin-salons.ts';
import { adminKeyHandlers, newKeyDesk } from '../../../testing/handlers/admin-integration-keys.ts';
import { settledMessage } from '../../../testing/settled-message.ts';

/** Salone Aurora (id 4): trial, digital cash on, two sessions, two keys, two audit entries. */
const desk = newAdminDesk();
const keys = newKeyDesk();
let written: string[] = [];

const meta = {
  title: 'Schermate/Admin salone',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    msw: [...adminSalonHandlers(desk), ...adminKeyHandlers(keys)],
  },
  args: { path: '/admin/salon/4', auth: accessSubject },
  beforeEach: () => {
    Object.assign(desk, newAdminDesk());
    Object.assign(keys, newKeyDesk());
    written = stubClipboard(true);
    signInForStory({ role: 'ADMIN' });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const auditItems = async () =>
  within(await screen.findByRole('list', { name: 'Registro delle modifiche' })).getAllByRole(
    'listitem',
  );

export const Salone: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Salone Aurora' }),
    ).toBeVisible();
    const account = await section('Account');
    await expect(account.getByText('salone4@example.it (verificata)')).toBeVisible();
    await expect(account.getByRole('switch', { name: 'Cassa digitale' })).toBeChecked();
    const subscription = await section('Abbonamento');
    await expect(subscription.getByText('In prova')).toBeVisible();
    await expect(subscription.getByText('24/01/2026')).toBeVisible();
    const usage = await section('Utilizzo');
    await expect(usage.getByText('812')).toBeVisible();
    await expect(usage.getByText('356')).toBeVisible();
    const sessions = await section('Sessioni attive');
    // The sessions load on their own: wait for their buttons, not only for the section.
    await expect(
      await sessions.findAllByRole('button', { name: /^Revoca la sessione/ }),
    ).toHaveLength(2);
    const keyList = await screen.findByRole('list', { name: 'Chiavi di integrazione' });
    await expect(keyList).toHaveTextContent('agk_Q7f3••••••••••••');
    await expect(keyList).toHaveTextContent('Ultimo uso il 19/11/2026 11:02');
    await expect(keyList).toHaveTextContent('Revocata il 01/03/2026 10:05');
    // The admin issues and revokes; only the salon itself rotates its keys.
    await expect(screen.queryByRole('button', { name: /Rigenera/ })).toBeNull();
    const [latest] = await auditItems();
    await expect(latest).toHaveTextContent('Cassa digitale attivata');
    await expect(latest).toHaveTextContent('admin@agendina.it · 12/11/2026 10:05');
    await expect(latest).toHaveTextContent('Cassa digitale: No → Sì');
  },
};

export const CassaDigitale: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('switch', { name: 'Cassa digitale' }));
    await expect(await screen.findByText('Cassa digitale disattivata')).toBeVisible();
    await expect(desk.patched).toEqual([{ digitalCashEnabled: false }]);
    await waitFor(async () =>
      expect((await auditItems())[0]).toHaveTextContent('Cassa digitale: Sì → No'),
    );
    await expect(screen.getByRole('switch', { name: 'Cassa digitale' })).not.toBeChecked();
    await settledMessage('Cassa digitale disattivata');
  },
};

export const DisattivaERiattiva: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Disattiva salone' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(
      dialog.getByText(/Tutte le sessioni del salone vengono chiuse subito/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Disattiva salone' }));
    await expect(await screen.findByText('Disattivato')).toBeVisible();
    await expect(await screen.findByText('Nessuna sessione attiva.')).toBeVisible();
    // The button stays disabled until the salon, its sessions and the audit have been read again
    // (a clean-clone run on a slow machine pressed it while still disabled, and nothing happened).
    const reactivate = screen.getByRole('button', { name: 'Riattiva salone' });
    await waitFor(() => expect(reactivate).toBeEnabled());
    await userEvent.click(reactivate);
    await expect(await screen.findByText('Salone riattivato')).toBeVisible();
    await expect(desk.patched).toEqual([{ active: false }, { active: true }]);
    await settledMessage('Salone riattivato');
  },
};

export const Sessioni: Story = {
  play: async () => {
    const sessions = await section('Sessioni attive');
    // The section shows its loading state first (a clean-clone run clicked into it under load).
    const revoke = await sessions.findAllByRole('button', { name: /^Revoca la sessione/ });
    await userEvent.click(revoke[1]!);
    await expect(await sessions.findByText('Sessione chiusa')).toBeVisible();
    await waitFor(() =>
      expect(sessions.getAllByRole('button', { name: /^Revoca la sessione/ })).toHaveLength(1),
    );
    await userEvent.click(sessions.getByRole('button', { name: 'Revoca tutte' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoca tutte' }));
    await expect(await sessions.findByText('1 sessione chiusa')).toBeVisible();
    await expect(await sessions.findByText('Nessuna sessione attiva.')).toBeVisible();
    await settledMessage('1 sessione chiusa');
  },
};

export const NuovaChiave: Story = {
  play: async () => {
    const label = await screen.findByRole('textbox', { name: 'Nome della chiave' });
    await userEvent.click(screen.getByRole('button', { name: 'Crea chiave' }));
    await expect(
      await screen.findByText('Scrivi a cosa serve la chiave (es. Assistente vocale)'),
    ).toBeVisible();
    await userEvent.type(label, 'Assistente vocale');
    await userEvent.click(screen.getByRole('button', { name: 'Crea chiave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chiave creata' }));
    const secret = keys.issued[0]!.secret;
    await expect(dialog.getByText(secret)).toBeVisible();
    await expect(dialog.getByText(/non verrà mostrata di nuovo/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copia chiave' }));
    await expect(await dialog.findByText('Chiave copiata')).toBeVisible();
    await expect(written).toEqual([secret]);
    await userEvent.click(dialog.getByRole('button', { name: 'Ho copiato la chiave' }));
    // Closed, the secret is gone from the page: only its prefix is listed.
    await waitFor(() => expect(screen.queryByText(secret)).toBeNull());
    const keyList = await screen.findByRole('list', { name: 'Chiavi di integrazione' });
    await waitFor(() => expect(keyList).toHaveTextContent('agk_N004••••••••••••'));
  },
};

/** The secret on screen, the one time it is shown (the dialog stays open for its baseline). */
export const ChiaveMostrataUnaVolta: Story = {
  play: async () => {
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Nome della chiave' }),
      'Assistente vocale',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crea chiave' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Chiave creata' }));
    await expect(dialog.getByText(keys.issued[0]!.secret)).toBeVisible();
    await expect(dialog.getByText(/per sicurezza non verrà mostrata di nuovo/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copia chiave' })).toBeVisible();
  },
};

export const RevocaChiave: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoca Assistente WhatsApp' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoca chiave' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoca Assistente WhatsApp' })).toBeNull(),
    );
    await expect(keys.revoked).toEqual([3]);
  },
};

export const ChiaveGiaRevocata: Story = {
  beforeEach: () => {
    keys.revokedElsewhere = true;
  },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoca Assistente WhatsApp' }),
    );
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoca chiave' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'La chiave è già stata revocata',
    );
    // The list is read again and shows it revoked.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoca Assistente WhatsApp' })).toBeNull(),
    );
  },
};

export const RegistroPaginato: Story = {
  beforeEach: () => {
    desk.audit = Array.from({ length: 45 }, (_, i) => ({
      id: 500 - i,
      at: `2026-11-${String(19 - Math.floor(i / 3)).padStart(2, '0')}T09:00:00Z`,
      actorEmail: 'admin@agendina.it',
      action: 'salon.update',
      summary: `Modifica ${45 - i}`,
      before: { digitalCashEnabled: i % 2 === 0 },
      after: { digitalCashEnabled: i % 2 !== 0 },
    }));
  },
  play: async () => {
    await expect(await auditItems()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pagine del registro' });
    await expect(pages).toHaveTextContent('Pagina 1 di 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Successiva' }));
    await waitFor(async () => expect((await auditItems())[0]).toHaveTextContent('Modifica 25'));
    await expect(pages).toHaveTextContent('Pagina 2 di 3');
  },
};

export const SaloneNonTrovato: Story = {
  args: { path: '/admin/salon/999' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Salone non trovato');
  },
};
