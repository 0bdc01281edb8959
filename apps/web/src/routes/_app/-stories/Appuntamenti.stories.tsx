import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import { fixtureAppointment, fixtureOperators } from '../../../features/booking/story-support.tsx';

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

const handlers = [
  http.get('/appointments/calendar', ({ query, response }) =>
    response(200).json({
      from: query.get('from') ?? '2026-03-09',
      to: query.get('to') ?? '2026-03-15',
      days: [
        {
          date: '2026-03-11',
          open: true,
          hairdressers: [
            {
              hairdresserId: 1,
              hairdresserName: 'Giulia',
              colorCode: '#E57373',
              workingHours: [],
              appointments: [whatsapp, voce],
            },
          ],
        },
      ],
    }),
  ),
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
    await userEvent.click(screen.getByRole('button', { name: /Origine$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voce AI' }));
    await expect(within(table).queryByText('Anna Verdi')).toBeNull();
    await expect(within(table).getByText('Marco Bianchi')).toBeVisible();
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
