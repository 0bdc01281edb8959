import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signOutForStory } from '../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../testing/api-mocks.ts';

const token = 'YToxMDAxfDF8MTg5OTEwMjYwMA.RjP1cgNC3I9uAz8qFCaFG4uoSRjwiiIikuwuJl9s89E';

/** An online booking's visit: its salon's 24-hour cutoff has not passed. */
const visit: Schemas['PublicReminder'] = {
  salonName: 'Salone Bellavista',
  salonPhone: '+390212345678',
  salonAddress: 'Via Roma 1, Milano',
  dateTime: '2026-11-20T09:30:00',
  endTime: '2026-11-20T10:45:00',
  services: ['Colore'],
  operatorName: 'Sara',
  status: 'PENDING',
  canAnswer: true,
  canCancel: true,
  canReschedule: true,
  changeUntil: '2026-11-19T09:30:00',
};

let answers: Schemas['ReminderAnswer'][] = [];
let moves: Schemas['ReminderReschedule'][] = [];
/** The times of 21 November still free on the mock server; a move to a taken one is a 409. */
let freeOn21 = ['09:00', '10:30', '15:00'];
let takenMeanwhile: string | null = null;

const meta = {
  title: 'Schermate/Promemoria',
  component: StoryApp,
  parameters: {
    layout: 'fullscreen',
    msw: [
      http.get('/public/reminders/{token}', ({ params, response }) =>
        params.token === token
          ? response(200).json(visit)
          : response(404).json({
              message: 'Questo link non è valido. Per confermare o annullare chiama il salone.',
              code: 'REMINDER_LINK_INVALID',
            }),
      ),
      http.post('/public/reminders/{token}', async ({ request, response }) => {
        const body = await request.json();
        answers.push(body);
        return response(200).json({
          ...visit,
          status: body.answer === 'CONFIRM' ? 'CONFIRMED' : 'CANCELLED',
          canAnswer: false,
        });
      }),
      http.get('/public/reminders/{token}/days', ({ response }) =>
        response(200).json({
          days: [
            { date: '2026-11-20', firstTime: '09:30' },
            { date: '2026-11-21', firstTime: freeOn21[0] ?? '09:00' },
          ],
        }),
      ),
      http.get('/public/reminders/{token}/times', ({ query, response }) =>
        response(200).json({
          date: query.get('date') ?? '',
          times: query.get('date') === '2026-11-21' ? freeOn21 : ['09:30', '11:00'],
        }),
      ),
      http.post('/public/reminders/{token}/reschedule', async ({ request, response }) => {
        const body = await request.json();
        moves.push(body);
        if (body.time === takenMeanwhile) {
          freeOn21 = freeOn21.filter((t) => t !== takenMeanwhile);
          return response(409).json({
            message: 'Questo orario è appena stato prenotato. Scegli un altro orario.',
            code: 'SLOT_TAKEN',
            errors: { times: freeOn21.join(', ') },
          });
        }
        return response(200).json({
          ...visit,
          dateTime: `${body.date}T${body.time}:00`,
          changeUntil: `2026-11-20T${body.time}:00`,
        });
      }),
    ],
  },
  args: { path: `/promemoria/${token}`, auth: accessSubject },
  beforeEach: () => {
    // The client has no account: the page works signed out.
    signOutForStory();
    answers = [];
    moves = [];
    freeOn21 = ['09:00', '10:30', '15:00'];
    takenMeanwhile = null;
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conferma: Story = {
  play: async () => {
    await expect(await screen.findByText('Promemoria di Salone Bellavista')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Confermo' }));
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Appuntamento confermato. Ti aspettiamo!',
    );
    await expect(answers).toEqual([{ answer: 'CONFIRM' }]);
    await expect(screen.queryByRole('button', { name: 'Confermo' })).toBeNull();
  },
};

export const LinkFalso: Story = {
  args: {
    path: '/promemoria/YToxMDAxfDF8MTg5OTEwMjYwMA.AAAAcgNC3I9uAz8qFCaFG4uoSRjwiiIikuwuJl9s89E',
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Link non valido' })).toBeVisible();
    await expect(screen.getByText(/chiama il salone/)).toBeVisible();
  },
};

/** Picks 21 November and a time in «Sposta l'appuntamento». */
async function pickTime(time: string) {
  await userEvent.click(await screen.findByRole('button', { name: "Sposta l'appuntamento" }));
  const day = await screen.findByRole('button', { name: /Giorno/ });
  await userEvent.click(day);
  await userEvent.click(await screen.findByRole('option', { name: /sabato 21 novembre/ }));
  await userEvent.click(await screen.findByRole('radio', { name: time }));
}

export const SpostaAppuntamento: Story = {
  play: async () => {
    await pickTime('10:30');
    await userEvent.click(
      screen.getByRole('button', { name: 'Sposta a sabato 21 novembre alle 10:30' }),
    );
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Appuntamento spostato a sabato 21/11/2026 alle 10:30.',
    );
    await expect(moves).toEqual([{ date: '2026-11-21', time: '10:30' }]);
    await expect(screen.getByText('sabato 21/11/2026 alle 10:30')).toBeVisible();
    await expect(screen.queryByRole('radio', { name: '10:30' })).toBeNull();
  },
};

export const OrarioAppenaPreso: Story = {
  beforeEach: () => {
    takenMeanwhile = '10:30';
  },
  play: async () => {
    await pickTime('10:30');
    await userEvent.click(
      screen.getByRole('button', { name: 'Sposta a sabato 21 novembre alle 10:30' }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Questo orario è appena stato prenotato\. Scegli un altro orario\.$/,
    );
    // The times are read again: the one just taken is gone, the others stay.
    await waitFor(() => expect(screen.queryByRole('radio', { name: '10:30' })).toBeNull());
    await expect(screen.getByRole('radio', { name: '15:00' })).toBeVisible();
    await expect(screen.getByText('venerdì 20/11/2026 alle 09:30')).toBeVisible();
  },
};
