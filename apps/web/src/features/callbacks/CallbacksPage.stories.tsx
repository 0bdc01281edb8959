import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { settledMessage } from '../../testing/settled-message.ts';
import { http } from '../../testing/api-mocks.ts';
import { callbacks } from '../../testing/fixtures/salon.ts';

let resolved: { id: string; notes: unknown }[] = [];
let sent: unknown[] = [];

const conversation = {
  conversation: {
    id: 41,
    clientName: 'Francesca Moretti',
    clientPhoneNumber: '+393471234567',
    hairdresserName: 'Chiara Romano',
    preferredDateTime: '2026-11-21T10:00',
    services: ['Balayage'],
  },
  fallbackRequest: {
    id: 5,
    reason: 'SERVICE_NOT_FOUND',
    createdAt: '2026-11-19T08:40:00Z',
    notificationSentAt: null,
  },
  messages: [
    {
      id: 1,
      content: 'Buongiorno, vorrei fare il balayage sabato',
      direction: 'INBOUND' as const,
      createdAt: '2026-11-19T08:38:00Z',
      intent: null,
    },
    {
      id: 2,
      content: 'Un operatore ti risponderà a breve.',
      direction: 'OUTBOUND' as const,
      createdAt: '2026-11-19T08:39:00Z',
      intent: null,
    },
  ],
};

const handlers = (sendStatus: 200 | 500 = 200) => [
  http.get('/dashboard/callbacks', ({ response }) => response(200).json(callbacks)),
  http.get('/dashboard/conversations/{id}/messages', ({ response }) =>
    response(200).json(conversation),
  ),
  http.post('/dashboard/whatsapp/send-message', async ({ request, response }) => {
    sent.push(await request.json());
    return sendStatus === 200
      ? response(200).json({ success: true, message: 'Messaggio inviato' })
      : response(500).json({ message: 'Errore del server' });
  }),
  http.post('/dashboard/callbacks/{id}/resolve', async ({ params, request, response }) => {
    resolved.push({
      id: String(params.id),
      notes: ((await request.json()) as { notes?: string }).notes,
    });
    return response(200).json({ success: true, message: 'Richiesta risolta' });
  }),
];

const meta = {
  title: 'Schermate/Da richiamare',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers() },
  args: { path: '/da-richiamare', auth: accessSubject },
  beforeEach: () => {
    resolved = [];
    sent = [];
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elenco: Story = {
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Richieste di assistenza' });
    await expect(
      await within(list).findByRole('heading', { name: 'Francesca Moretti' }),
    ).toBeVisible();
    await expect(
      within(list).getByRole('heading', { name: 'Cliente +393339876543' }),
    ).toBeVisible();
    // Issue #19: a request's number is a tel: link, named by the client when known.
    await expect(within(list).getByRole('link', { name: 'Chiama +393339876543' })).toHaveAttribute(
      'href',
      'tel:+393339876543',
    );
    await expect(within(list).getAllByRole('button', { name: 'Apri conversazione' })).toHaveLength(
      1,
    );
  },
};

export const ConversazioneEInvio: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Apri conversazione' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversazione con Francesca Moretti',
    });
    await expect(
      await within(dialog).findByText('Buongiorno, vorrei fare il balayage sabato'),
    ).toBeVisible();
    const composer = within(dialog).getByRole('textbox', { name: /Messaggio/ });
    await userEvent.type(composer, '   ');
    await userEvent.keyboard('{Enter}');
    await expect(sent).toHaveLength(0);
    await userEvent.clear(composer);
    await userEvent.type(composer, 'Sabato alle 10 va bene?');
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Messaggio inviato con successo',
    );
    await expect(sent).toEqual([
      { to: '+393471234567', message: 'Sabato alle 10 va bene?', conversationId: 41 },
    ]);
    await expect(composer).toHaveValue('');
    await settledMessage('Messaggio inviato con successo');
  },
};

export const InvioFallitoNonPerdeIlTesto: Story = {
  parameters: { msw: handlers(500) },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Apri conversazione' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversazione con Francesca Moretti',
    });
    const composer = within(dialog).getByRole('textbox', { name: /Messaggio/ });
    await userEvent.type(composer, 'Sabato alle 10 va bene?{Enter}');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await expect(composer).toHaveValue('Sabato alle 10 va bene?');
  },
};

export const RisolviDallaConversazione: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Apri conversazione' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Conversazione con Francesca Moretti',
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Risolvi/ }));
    const resolveDialog = await screen.findByRole('dialog', {
      name: 'Risolvi la richiesta di Francesca Moretti',
    });
    await userEvent.type(
      within(resolveDialog).getByRole('textbox', { name: /Note/ }),
      'Richiamata, fissato sabato alle 10',
    );
    await userEvent.click(
      within(resolveDialog).getByRole('button', { name: 'Segna come risolta' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(resolved).toEqual([{ id: '31', notes: 'Richiamata, fissato sabato alle 10' }]);
  },
};
