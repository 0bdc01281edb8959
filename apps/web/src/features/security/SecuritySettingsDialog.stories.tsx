import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SecuritySettingsDialog } from './SecuritySettingsDialog.tsx';

// 21/11/2026 09:00 and 14:30 in Rome, as epoch seconds.
const oldest = Date.UTC(2026, 10, 21, 8, 0) / 1000;
const newest = Date.UTC(2026, 10, 21, 13, 30) / 1000;

const meta = {
  title: 'Schermate/Sicurezza/SecuritySettingsDialog',
  component: SecuritySettingsDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    sessions: {
      status: 'ready',
      info: {
        activeSessionCount: 2,
        maxSessionsAllowed: 5,
        oldestSessionTimestamp: oldest,
        newestSessionTimestamp: newest,
      },
    },
    password: { isSubmitting: false, failure: null, onSubmit: fn() },
    isLoggingOutAll: false,
    logoutAllFailure: null,
    onLogoutAll: fn(),
  },
} satisfies Meta<typeof SecuritySettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Impostazioni di sicurezza' });

export const Sessioni: Story = {
  play: async () => {
    const d = within(dialog());
    await expect(d.getByText('2 di 5')).toBeVisible();
    await expect(d.getByText('21/11/2026 09:00')).toBeVisible();
    await expect(d.getByText('21/11/2026 14:30')).toBeVisible();
    await expect(d.queryByText(/numero massimo di sessioni/)).toBeNull();
  },
};

export const AlLimite: Story = {
  args: {
    sessions: {
      status: 'ready',
      info: {
        activeSessionCount: 5,
        maxSessionsAllowed: 5,
        oldestSessionTimestamp: oldest,
        newestSessionTimestamp: newest,
      },
    },
  },
  play: async () => {
    await expect(
      within(dialog()).getByText(/un nuovo accesso chiuderà le sessioni più vecchie/),
    ).toBeVisible();
  },
};

export const SessioniNonDisponibili: Story = {
  args: { sessions: { status: 'error' } },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Impossibile caricare le informazioni sulle sessioni',
    );
  },
};

export const CambioPasswordConConferma: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    const submit = d.getByRole('button', { name: 'Cambia password' });
    await expect(submit).toBeDisabled();
    await userEvent.type(d.getByLabelText('Password attuale'), 'vecchia1');
    await userEvent.type(d.getByLabelText('Nuova password'), 'abc');
    await userEvent.type(d.getByLabelText('Conferma nuova password'), 'abd');
    await userEvent.tab();
    await expect(d.getByText('La password deve essere lunga almeno 6 caratteri')).toBeVisible();
    await expect(d.getByText('Le password non coincidono')).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.clear(d.getByLabelText('Nuova password'));
    await userEvent.type(d.getByLabelText('Nuova password'), 'nuova123');
    await userEvent.clear(d.getByLabelText('Conferma nuova password'));
    await userEvent.type(d.getByLabelText('Conferma nuova password'), 'nuova123');
    await userEvent.click(submit);
    const confirm = await screen.findByRole('alertdialog', { name: 'Cambiare la password?' });
    await expect(within(confirm).getByRole('button', { name: 'Annulla' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cambia password' }));
    await expect(args.password.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.password.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'vecchia1',
      newPassword: 'nuova123',
    });
  },
};

export const PasswordAttualeErrata: Story = {
  args: {
    password: { isSubmitting: false, failure: 'Password attuale non corretta', onSubmit: fn() },
  },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Password attuale non corretta',
    );
  },
};

export const EsciDaTuttiIDispositivi: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Esci da tutti i dispositivi' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Uscire da tutti i dispositivi?',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(args.onLogoutAll).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Esci da tutti i dispositivi' }),
    );
    const again = await screen.findByRole('alertdialog', {
      name: 'Uscire da tutti i dispositivi?',
    });
    await userEvent.click(
      within(again).getByRole('button', { name: 'Esci da tutti i dispositivi' }),
    );
    await expect(args.onLogoutAll).toHaveBeenCalledTimes(1);
  },
};
