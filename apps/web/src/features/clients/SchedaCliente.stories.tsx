import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../testing/api-mocks.ts';
import { storyClients } from './fixtures.ts';
import { storyServices } from '../services/fixtures.ts';
import { storyOperators } from '../operators/fixtures.ts';
import { communicationsHandlers, newInboxCalls } from '../../testing/handlers/communications.ts';
import { clientDeposits } from '../../testing/fixtures/deposits.ts';

const appointment = (
  id: number,
  dateTime: string,
  service: string,
  status: Schemas['AppointmentStatus'],
  source: Schemas['AppointmentSource'],
): Schemas['Appointment'] => ({
  id,
  clientId: 1,
  clientName: 'Anna Bianchi',
  hairdresserId: 1,
  hairdresserName: 'Giulia',
  serviceId: 2,
  serviceIds: [2],
  service,
  dateTime,
  endTime: dateTime,
  durationMinutes: 60,
  notes: null,
  status,
  source,
  createdAt: '2026-01-01T09:00:00Z',
  appointmentGroupId: null,
  isMultiOperator: false,
});

const duration: Schemas['ClientServiceDuration'] = {
  id: 7,
  clientId: 1,
  clientName: 'Anna Bianchi',
  serviceId: 2,
  serviceName: 'Colore',
  customDurationMinutes: 90,
  defaultDurationMinutes: 60,
  notes: null,
  createdAt: '2026-01-01T09:00:00Z',
};

const cardHandlers = [
  http.get('/clients/{id}', ({ response }) =>
    response(200).json({ ...storyClients[0]!, noShowCount: 2 }),
  ),
  ...communicationsHandlers(newInboxCalls()),
  http.get('/appointments/clients/{id}', ({ response }) =>
    response(200).json([
      appointment(10, '2026-03-02T10:00:00', 'Colore', 'COMPLETED', 'WHATSAPP_AI'),
      appointment(11, '2026-11-20T15:30:00', 'Taglio donna', 'BOOKED', 'MANUAL'),
    ]),
  ),
  http.get('/client-service-durations/client/{id}', ({ response }) =>
    response(200).json([duration]),
  ),
  http.get('/services', ({ response }) => response(200).json(storyServices)),
  http.get('/hairdressers', ({ response }) => response(200).json(storyOperators)),
  http.get('/clients/{id}/scheduling-preferences', ({ response }) =>
    response(200).json({
      clientId: 1,
      notes: null,
      preferredDays: ['tuesday'],
      preferredHairdresserId: 1,
      preferredHairdresserName: 'Giulia',
      preferredTimeBand: 'MORNING',
    }),
  ),
];

const meta = {
  title: 'Schermate/Scheda cliente',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: cardHandlers },
  args: { path: '/cliente/1', auth: accessSubject },
  beforeEach: () => signInForStory(),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheda: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Anna Bianchi' }),
    ).toBeVisible();
    await expect(screen.getByText('+393471234567')).toBeVisible();
    // Issue #19: the number calls the client; WhatsApp opens a chat in a new tab.
    await expect(
      screen.getByRole('link', { name: 'Chiama Anna Bianchi al +393471234567' }),
    ).toHaveAttribute('href', 'tel:+393471234567');
    await expect(
      screen.getByRole('link', { name: 'Scrivi su WhatsApp a Anna Bianchi' }),
    ).toHaveAttribute('href', 'https://wa.me/393471234567');
    // Issue #19: the visits the client did not come to, counted by the server.
    await expect(screen.getByText('Non presentato: 2')).toBeVisible();
    await expect(
      await screen.findByRole('link', { name: 'Apri la conversazione WhatsApp' }),
    ).toHaveAttribute('href', '/comunicazioni?conversazione=41');
    const history = within(await screen.findByRole('grid', { name: 'Storico appuntamenti' }));
    const rows = history.getAllByRole('row');
    // Newest first, with status and origin.
    await expect(rows[1]).toHaveTextContent('20/11/2026 15:30');
    await expect(rows[1]).toHaveTextContent('Prenotato');
    await expect(rows[1]).toHaveTextContent('Manuale');
    await expect(rows[2]).toHaveTextContent('02/03/2026 10:00');
    await expect(rows[2]).toHaveTextContent('Completato');
    await expect(await screen.findByRole('textbox', { name: 'Minuti per Colore' })).toHaveValue(
      '90',
    );
    await expect(await screen.findByRole('checkbox', { name: 'Martedì' })).toBeChecked();
  },
};

export const SalvaPreferenze: Story = {
  parameters: {
    msw: [
      ...cardHandlers,
      http.put('/clients/{id}/scheduling-preferences', async ({ request, response }) => {
        const body = await request.json();
        return response(200).json({
          clientId: 1,
          notes: body.notes ?? null,
          preferredDays: body.preferredDays,
          preferredHairdresserId: body.preferredHairdresserId,
          preferredHairdresserName: null,
          preferredTimeBand: body.preferredTimeBand,
        });
      }),
    ],
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Sabato' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva preferenze' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Preferenze salvate');
  },
};

export const AggiungiDurata: Story = {
  parameters: {
    msw: [
      ...cardHandlers,
      http.post('/client-service-durations', ({ response }) =>
        response(201).json({ ...duration, id: 8, serviceId: 3, serviceName: 'Taglio donna' }),
      ),
    ],
  },
  play: async () => {
    await screen.findByRole('textbox', { name: 'Minuti per Colore' });
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi durata' }));
    await expect(await screen.findByText('Seleziona un servizio')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Servizio/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Taglio donna/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Durata (minuti)' }), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi durata' }));
    await waitFor(() => expect(screen.queryByText('Seleziona un servizio')).toBeNull());
  },
};

export const NonTrovato: Story = {
  args: { path: '/cliente/999' },
  parameters: {
    msw: [
      http.get('/clients/{id}', ({ response }) =>
        response(404).json({ message: 'Cliente non trovato', code: 'NOT_FOUND' }),
      ),
    ],
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Cliente non trovato' }),
    ).toBeVisible();
  },
};

export const SenzaConversazioneWhatsApp: Story = {
  parameters: {
    msw: [
      http.get('/dashboard/conversations', ({ response }) => response(200).json([])),
      ...cardHandlers,
    ],
  },
  play: async () => {
    await expect(
      await screen.findByText(/Nessuna conversazione WhatsApp con questo cliente/),
    ).toBeVisible();
    await expect(screen.queryByRole('link', { name: /conversazione WhatsApp/ })).toBeNull();
  },
};

/** Issue #35: the deposits the client paid online, newest visit first, with what became of each. */
export const ConAcconti: Story = {
  parameters: {
    msw: [
      http.get('/clients/{id}/deposits', ({ response }) => response(200).json(clientDeposits)),
      ...cardHandlers,
    ],
  },
  play: async () => {
    const deposits = await screen.findByRole('grid', { name: 'Acconti' });
    const rows = within(deposits).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent(/24\/11\/2026 10:00Colore, Piega10,00\s€Pagato/);
    await expect(rows[2]).toHaveTextContent(
      /02\/10\/2026 15:30Taglio donna15,00\s€Rimborsato 15,00\s€ il 21\/11\/2026 11:00/,
    );
    deposits.scrollIntoView({ block: 'center' });
  },
};

/** A client who never paid a deposit: no «Acconti» at all. */
export const SenzaAcconti: Story = {
  play: async () => {
    await screen.findByRole('grid', { name: 'Storico appuntamenti' });
    await screen.findByRole('textbox', { name: 'Minuti per Colore' });
    await expect(screen.queryByRole('heading', { name: 'Acconti' })).toBeNull();
  },
};
