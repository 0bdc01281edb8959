import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signInForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';
import { fixtureAppointment } from '../booking/story-support.tsx';
import { availability, catalogue } from '../booking/wizard-story-support.tsx';

// Issue #31: /appuntamento/{id} offers what the calendar's detail dialog offers, «Modifica
// appuntamento» (the one wizard, in edit mode) and «Sposta» (the keyboard move dialog).

const booked = fixtureAppointment({ id: 11 });
/** The visit as the server holds it: a move changes it, and the page reads it again. */
let current = booked;
/** Every move body the server received. */
const received: unknown[] = [];

const handlers = [
  ...catalogue,
  ...availability,
  http.get('/appointments/available-slots', ({ query, response }) =>
    response(200).json({
      date: '2026-03-11',
      hairdresserId: Number(query.get('hairdresserId')),
      serviceId: 11,
      durationMinutes: 60,
      isCustomDuration: false,
      slots: [{ startTime: '2026-03-11T14:00:00', endTime: '2026-03-11T15:00:00' }],
    }),
  ),
  // After the free times: MSW takes the first match, and {id} would match «available-slots».
  http.get('/appointments/{id}', ({ response }) => response(200).json(current)),
  http.post('/appointments/{id}/move', async ({ request, response }) => {
    const body = (await request.json()) as { dateTime: string; hairdresserId?: number };
    received.push(body);
    current = { ...booked, dateTime: body.dateTime, endTime: '2026-03-11T15:00:00' };
    return response(200).json([current]);
  }),
];

const meta = {
  title: 'Schermate/Appuntamenti/Pagina',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers },
  args: { path: '/appuntamento/11', auth: accessSubject },
  beforeEach: () => {
    current = booked;
    received.length = 0;
    signInForStory();
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = async () => {
  await expect(await screen.findByText('Maria Rossi')).toBeVisible();
  return within(screen.getByRole('main'));
};

export const ModificaNelWizard: Story = {
  play: async () => {
    const main = await page();
    await userEvent.click(main.getByRole('button', { name: 'Modifica appuntamento' }));
    // The same wizard as the calendar's dialog opens, on this visit.
    const wizard = within(await screen.findByRole('dialog', { name: 'Modifica appuntamento' }));
    await expect(wizard.getByText('Maria Rossi')).toBeVisible();
  },
};

export const SpostaConIlDialogo: Story = {
  play: async () => {
    const main = await page();
    await expect(main.getByText(/11\/03\/2026 09:30/)).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Sposta' }));
    const move = within(await screen.findByRole('dialog', { name: 'Sposta appuntamento' }));
    await expect(await move.findByText('1 orari liberi per Giulia (60 min)')).toBeVisible();
    await userEvent.click(move.getByRole('button', { name: /Orario/ }));
    await userEvent.click(await screen.findByRole('option', { name: '14:00' }));
    await userEvent.click(move.getByRole('button', { name: 'Sposta' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Appuntamento spostato');
    await expect(received).toEqual([
      { dateTime: '2026-03-11T14:00:00', hairdresserId: 1, expectedStart: '2026-03-11T09:30:00' },
    ]);
    // The page reads the visit again: it shows where it is now.
    await waitFor(() => expect(main.getByText(/11\/03\/2026 14:00/)).toBeVisible());
  },
};
