import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import { fixtureAppointment, fixtureOperators } from '../booking/story-support.tsx';

const whatsapp = fixtureAppointment({ id: 31, source: 'WHATSAPP_AI', clientName: 'Anna Verdi' });
const voce = fixtureAppointment({
  id: 32,
  source: 'VOICE_AI',
  clientName: 'Marco Bianchi',
  service: 'Taglio donna',
  dateTime: '2026-03-12T15:00:00',
  endTime: '2026-03-12T15:45:00',
  status: 'IN_PROGRESS',
});

const cancelled = fixtureAppointment({
  id: 33,
  clientName: 'Lucia Neri',
  clientPhoneNumber: '+393401112233',
  dateTime: '2026-03-13T11:00:00',
  endTime: '2026-03-13T12:00:00',
  status: 'CANCELLED',
  cancellationReason: 'CLIENT_REQUEST',
  cancellationNote: null,
  cancelledAt: '2026-03-12T09:00:00Z',
});
/** 25 more visits, so the list has two pages of 25. */
const others = Array.from({ length: 25 }, (_, i) =>
  fixtureAppointment({
    id: 100 + i,
    clientName: `Cliente ${i + 1}`,
    dateTime: `2026-03-14T${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00`,
    endTime: '2026-03-14T20:00:00',
  }),
);
const all = [whatsapp, voce, cancelled, ...others];

const handlers = [
  // GET /appointments/search as the server answers it: filtered, then one page of `size`.
  http.get('/appointments/search', ({ query, response }) => {
    const q = (query.get('q') ?? '').toLowerCase();
    const found = all.filter(
      (a) =>
        (!query.get('source') || a.source === query.get('source')) &&
        (!query.get('status') || a.status === query.get('status')) &&
        (!q || a.clientName.toLowerCase().includes(q)),
    );
    const page = Number(query.get('page') ?? 0);
    const size = Number(query.get('size') ?? 25);
    return response(200).json({
      content: found.slice(page * size, page * size + size),
      page,
      size,
      totalElements: found.length,
      totalPages: Math.ceil(found.length / size),
    });
  }),
  http.get('/hairdressers', ({ response }) => response(200).json(fixtureOperators)),
  http.get('/appointments/recent', ({ response }) => response(200).json([whatsapp, voce])),
  http.patch('/appointments/bulk/complete-expired', ({ response }) =>
    response(200).json({ success: true, updatedCount: 4, message: '4 appuntamenti completati' }),
  ),
  http.get('/appointments/{id}', ({ response }) => response(200).json(voce)),
];

const meta = {
  title: 'Schermate/Appuntamenti',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers },
  args: { path: '/gestione-appuntamenti', auth: accessSubject },
  beforeEach: () => signInForStory({ digitalCashEnabled: true }),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GestioneAppuntamenti: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestione appuntamenti' }),
    ).toBeVisible();
    const table = await screen.findByRole('grid', { name: 'Appuntamenti' });
    await expect(await within(table).findByText('Anna Verdi')).toBeVisible();
    // The recent bookings load on their own: wait for them, not only for the table.
    const recent = await screen.findByRole('list', { name: 'Prenotazioni recenti' });
    const items = await within(recent).findAllByRole('listitem');
    // GET /appointments/recent reversed: newest first.
    await expect(items[0]).toHaveTextContent('Voce AI');
    await expect(items[1]).toHaveTextContent('WhatsApp AI');
    await expect(screen.getByText('28 appuntamenti')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Origine$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voce AI' }));
    // The origin goes to the server: the page is asked again.
    await waitFor(() => expect(screen.queryByText('Anna Verdi')).toBeNull());
    const filtered = screen.getByRole('grid', { name: 'Appuntamenti' });
    await expect(within(filtered).getByText('Marco Bianchi')).toBeVisible();
  },
};

export const CercaEPagine: Story = {
  play: async () => {
    const list = () => screen.getByRole('grid', { name: 'Appuntamenti' });
    const pages = () => screen.getByRole('navigation', { name: 'Pagine degli appuntamenti' });
    await screen.findByRole('grid', { name: 'Appuntamenti' });
    await expect(
      await screen.findByRole('navigation', { name: 'Pagine degli appuntamenti' }),
    ).toHaveTextContent('Pagina 1 di 2');
    await userEvent.click(within(pages()).getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(pages()).toHaveTextContent('Pagina 2 di 2'));
    await expect(await within(list()).findByText('Cliente 25')).toBeVisible();
    await expect(within(list()).queryByText('Anna Verdi')).toBeNull();
    // The client search (300 ms after the last key) starts again from the first page.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca cliente' }), 'neri');
    await waitFor(() => expect(within(list()).getByText('Lucia Neri')).toBeVisible());
    await expect(screen.getByText('1 appuntamento')).toBeVisible();
    await expect(within(list()).getByText('Cancellato')).toBeVisible();
    await expect(
      screen.queryByRole('navigation', { name: 'Pagine degli appuntamenti' }),
    ).toBeNull();
  },
};

export const FiltroCancellati: Story = {
  play: async () => {
    await screen.findByRole('grid', { name: 'Appuntamenti' });
    await userEvent.click(await screen.findByRole('button', { name: /Stato$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancellato' }));
    await waitFor(() => expect(screen.queryByText('Anna Verdi')).toBeNull());
    const list = screen.getByRole('grid', { name: 'Appuntamenti' });
    await expect(within(list).getByText('Lucia Neri')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Stato$/ }));
    await expect(await screen.findByRole('option', { name: 'Non presentato' })).toBeVisible();
  },
};

export const CompletaScaduti: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'Completa appuntamenti scaduti' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Completare gli appuntamenti scaduti?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Completa' }));
    await expect(await screen.findByText('4 appuntamenti scaduti completati.')).toBeVisible();
  },
};

export const PaginaAppuntamento: Story = {
  args: { path: '/appuntamento/32' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Appuntamento' }),
    ).toBeVisible();
    await expect(await screen.findByText('Marco Bianchi')).toBeVisible();
    await expect(screen.getByText('Voce AI')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Rimetti in Attesa' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Manda in Pagamento' })).toBeVisible();
  },
};

/** Two online requests waiting for the salon (issue #34), and what the staff answered. */
const requested = [
  fixtureAppointment({
    id: 41,
    source: 'ONLINE',
    status: 'REQUESTED',
    clientName: 'Sofia Galli',
    service: 'Taglio donna',
    dateTime: '2026-03-16T10:00:00',
    endTime: '2026-03-16T10:45:00',
  }),
  fixtureAppointment({
    id: 42,
    source: 'ONLINE',
    status: 'REQUESTED',
    clientName: 'Paolo Conti',
    service: 'Piega',
    dateTime: '2026-03-17T15:00:00',
    endTime: '2026-03-17T15:30:00',
  }),
];
let answers: string[] = [];

const requestsParameters = {
  msw: [
    http.get('/appointments/search', ({ query, response }) => {
      const open = requested.filter((r) => !answers.some((a) => a.endsWith(`/${r.id}`)));
      const content = query.get('status') === 'REQUESTED' ? open : all;
      return response(200).json({
        content: content.slice(0, 25),
        page: 0,
        size: 25,
        totalElements: content.length,
        totalPages: 1,
      });
    }),
    http.post('/appointments/{id}/accept', ({ params, response }) => {
      answers.push(`accept/${params.id}`);
      return response(200).json({ ...requested[0]!, status: 'BOOKED' });
    }),
    http.post('/appointments/{id}/decline', async ({ params, request, response }) => {
      const { note } = await request.json();
      answers.push(`decline:${note ?? ''}/${params.id}`);
      return response(200).json({ ...requested[1]!, status: 'CANCELLED' });
    }),
    ...handlers,
  ],
};

export const RichiesteDaConfermare: Story = {
  beforeEach: () => {
    answers = [];
  },
  parameters: requestsParameters,
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Richieste da confermare' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Sofia Galli · Taglio donna');
    await expect(
      within(list).getByRole('button', { name: 'Accetta la richiesta di Paolo Conti' }),
    ).toBeVisible();
  },
};

export const RichiesteOnline: Story = {
  beforeEach: () => {
    answers = [];
  },
  parameters: requestsParameters,
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Richieste da confermare' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getAllByText('Da confermare')).toHaveLength(2);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Accetta la richiesta di Sofia Galli' }),
    );
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Richiesta di Sofia Galli accettata: il cliente è avvisato.',
    );
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Rifiuta la richiesta di Paolo Conti' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Rifiutare la richiesta?' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Messaggio al cliente (facoltativo)' }),
      'Quel giorno siamo al completo.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Rifiuta la richiesta' }));
    // The same status line now says the second answer.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Richiesta di Paolo Conti rifiutata: il cliente è avvisato.',
      ),
    );
    await expect(answers).toEqual(['accept/41', 'decline:Quel giorno siamo al completo./42']);
    // Both answered: the list is empty, the outcome stays said.
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Richieste da confermare' })).toBeNull(),
    );
  },
};
