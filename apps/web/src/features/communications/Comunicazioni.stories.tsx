import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import {
  communicationsHandlers,
  newInboxCalls,
  type InboxCalls,
} from '../../testing/handlers/communications.ts';

const calls: InboxCalls = newInboxCalls();

const meta = {
  title: 'Schermate/Comunicazioni',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: communicationsHandlers(calls) },
  args: { path: '/comunicazioni', auth: accessSubject },
  beforeEach: () => {
    // The handlers hold this object: empty it in place so they keep recording into it.
    calls.sent.length = 0;
    calls.resolved.length = 0;
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const inboxGrid = async () => screen.findByRole('grid', { name: 'Conversazioni' });
const openConversation = async (name: RegExp) =>
  userEvent.click(within(await inboxGrid()).getByRole('row', { name }));

export const Elenco: Story = {
  play: async () => {
    // The route's code arrives on its own: the screen is there once its heading is.
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Comunicazioni' }),
    ).toBeVisible();
    const rows = within(await inboxGrid()).getAllByRole('row');
    // Newest first; each row reads as one sentence; 'Tu:' marks what the salon sent.
    await expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Francesca Moretti, +393471234567, Buongiorno, vorrei fare il balayage sabato, 12 min fa, Richiesta di assistenza aperta',
      'Marta Greco, +393401112233, Tu: Perfetto, ti aspettiamo giovedì alle 15:00., oggi alle 08:05',
      'Cliente senza nome, +393339876543, Siete aperti domenica mattina?, ieri alle 18:40',
      'Paolo Esposito, +393287654321, Tu: Ci vediamo sabato alle 10:00. A presto!, 12/11/2026',
    ]);
    await expect(within(rows[0]!).getByText('Richiesta di assistenza aperta')).toBeVisible();
    await expect(within(rows[1]!).queryByText('Richiesta di assistenza aperta')).toBeNull();
    await expect(screen.getByText('4 conversazioni')).toBeVisible();
  },
};

export const Ricerca: Story = {
  play: async () => {
    const grid = within(await inboxGrid());
    const search = screen.getByRole('searchbox', { name: 'Cerca conversazione' });
    await userEvent.type(search, 'greco');
    await waitFor(() => expect(grid.getAllByRole('row')).toHaveLength(1));
    await expect(grid.getByRole('row', { name: /^Marta Greco/ })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, '339 876');
    await waitFor(() =>
      expect(grid.getByRole('row', { name: /^Cliente senza nome/ })).toBeVisible(),
    );
    await expect(grid.getAllByRole('row')).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'Zanetti');
    await expect(
      await screen.findByText('Nessuna conversazione trovata per «Zanetti».'),
    ).toBeVisible();
  },
};

export const Vuota: Story = {
  parameters: { msw: communicationsHandlers(calls, []) },
  play: async () => {
    await expect(
      await screen.findByText(
        'Nessuna conversazione WhatsApp: quando un cliente scrive al salone, la conversazione compare qui.',
      ),
    ).toBeVisible();
    await expect(screen.getByText('0 conversazioni')).toBeVisible();
  },
};

export const Caricamento: Story = {
  parameters: {
    msw: [
      http.get('/dashboard/conversations', async ({ response }) => {
        await delay('infinite');
        return response(200).json([]);
      }),
    ],
  },
  play: async () => {
    await expect(
      await screen.findByRole('progressbar', { name: 'Caricamento delle conversazioni...' }),
    ).toBeVisible();
  },
};

export const ErroreDiCaricamento: Story = {
  parameters: {
    msw: [
      http.get('/dashboard/conversations', ({ response }) =>
        response(500).json({ message: 'Errore interno', code: 'INTERNAL' }),
      ),
    ],
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Impossibile caricare le conversazioni. Controlla la connessione e riprova.',
    );
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
  },
};

export const ConversazioneEInvio: Story = {
  play: async () => {
    await openConversation(/^Francesca Moretti/);
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversazione con Francesca Moretti',
    });
    await expect(
      await within(dialog).findByText('Buongiorno, vorrei fare il balayage sabato'),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('heading', { name: 'Richiesta di assistenza' }),
    ).toBeVisible();
    const composer = within(dialog).getByRole('textbox', { name: /Messaggio/ });
    await userEvent.type(composer, 'Sabato alle 10 va bene?{Enter}');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Messaggio inviato con successo',
    );
    await expect(calls.sent).toEqual([
      { to: '+393471234567', message: 'Sabato alle 10 va bene?', conversationId: 41 },
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SenzaRichiestaAperta: Story = {
  play: async () => {
    await openConversation(/^Marta Greco/);
    const dialog = await screen.findByRole('dialog', { name: 'Conversazione con Marta Greco' });
    await expect(
      await within(dialog).findByText('Posso spostare la piega a giovedì?'),
    ).toBeVisible();
    // No open request: the side panel has no request section and no resolve action.
    await expect(
      within(dialog).queryByRole('heading', { name: 'Richiesta di assistenza' }),
    ).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /Risolvi/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const RisolviDallaConversazione: Story = {
  play: async () => {
    await openConversation(/^Francesca Moretti/);
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversazione con Francesca Moretti',
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Risolvi/ }));
    const resolveDialog = await screen.findByRole('dialog', {
      name: 'Risolvi la richiesta di Francesca Moretti',
    });
    await userEvent.type(
      within(resolveDialog).getByRole('textbox', { name: /Note/ }),
      'Fissato sabato alle 10',
    );
    await userEvent.click(
      within(resolveDialog).getByRole('button', { name: 'Segna come risolta' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(calls.resolved).toEqual([{ id: 31, notes: 'Fissato sabato alle 10' }]);
  },
};

export const DaTastiera: Story = {
  play: async () => {
    const grid = within(await inboxGrid());
    // One Tab stop for the whole list; arrows move, Enter opens.
    grid.getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(grid.getByRole('row', { name: /^Cliente senza nome/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('dialog', { name: 'Conversazione con +393339876543' }),
    ).toBeVisible();
  },
};

export const ApertaDaIndirizzo: Story = {
  args: { path: '/comunicazioni?conversazione=42' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Conversazione con Marta Greco' });
    await expect(
      await within(dialog).findByText('Posso spostare la piega a giovedì?'),
    ).toBeVisible();
  },
};
