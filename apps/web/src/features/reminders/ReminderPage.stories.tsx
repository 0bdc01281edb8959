import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signOutForStory } from '../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../testing/api-mocks.ts';

const token = 'YToxMDAxfDF8MTg5OTEwMjYwMA.RjP1cgNC3I9uAz8qFCaFG4uoSRjwiiIikuwuJl9s89E';

const visit: Schemas['PublicReminder'] = {
  salonName: 'Salone Bellavista',
  salonPhone: '+390212345678',
  dateTime: '2026-11-20T09:30:00',
  services: ['Colore'],
  operatorName: 'Sara',
  status: 'PENDING',
  canAnswer: true,
};

let answers: Schemas['ReminderAnswer'][] = [];

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
    ],
  },
  args: { path: `/promemoria/${token}`, auth: accessSubject },
  beforeEach: () => {
    // The client has no account: the page works signed out.
    signOutForStory();
    answers = [];
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
