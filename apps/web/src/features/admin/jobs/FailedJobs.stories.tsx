import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http, type Schemas } from '../../../testing/api-mocks.ts';
import { adminSalonHandlers, newAdminDesk } from '../../../testing/handlers/admin-salons.ts';
import { settledMessage } from '../../../testing/settled-message.ts';

/** Two dead letters: an e-mail that never reached the mail server, a refused fiscal document. */
const deadJobs: Schemas['AdminJob'][] = [
  {
    id: 812,
    kind: 'email.send',
    state: 'DEAD',
    attempts: 8,
    lastError: 'connect ECONNREFUSED 10.0.0.5:587',
    runAt: '2026-11-19T09:42:00Z',
    createdAt: '2026-11-19T01:42:00Z',
    updatedAt: '2026-11-19T08:42:00Z',
    salonId: 7,
    salonName: 'Salone Aurora',
  },
  {
    id: 640,
    kind: 'fiscal.transmit',
    state: 'DEAD',
    attempts: 1,
    lastError: 'Documento rifiutato: partita IVA non valida',
    runAt: '2026-11-18T10:15:30Z',
    createdAt: '2026-11-18T10:15:00Z',
    updatedAt: '2026-11-18T10:15:00Z',
    salonId: 3,
    salonName: 'Centro Estetico Luna',
  },
];

/** What the mock server holds: the dead jobs left, and the retries it was asked for. */
const desk = { jobs: [...deadJobs], retried: [] as number[] };

/** The salons and invitations /admin also shows. */
const admin = newAdminDesk();

const handlers = (retryStatus: 200 | 409 = 200) => [
  ...adminSalonHandlers(admin),
  http.get('/admin/jobs', ({ response }) => response(200).json(desk.jobs)),
  http.post('/admin/jobs/{id}/retry', ({ params, response }) => {
    const id = Number(params.id);
    desk.retried.push(id);
    const job = desk.jobs.find((j) => j.id === id);
    if (retryStatus === 409 || !job)
      return response(409).json({
        message: "L'attività è già stata completata",
        code: 'JOB_ALREADY_DONE',
      });
    desk.jobs = desk.jobs.filter((j) => j.id !== id);
    return response(200).json({ ...job, state: 'PENDING', attempts: 0 });
  }),
];

const meta = {
  title: 'Schermate/Amministrazione',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers() },
  args: { path: '/admin', auth: accessSubject },
  beforeEach: () => {
    desk.jobs = [...deadJobs];
    desk.retried = [];
    signInForStory({ role: 'ADMIN' });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const jobList = () => screen.findByRole('list', { name: 'Attività non riuscite' });

export const AttivitaNonRiuscite: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Amministrazione' }),
    ).toBeVisible();
    // The 'in arrivo' sentence is gone: salons and invitations are there.
    await expect(screen.queryByText(/sono in arrivo/)).toBeNull();
    await expect(
      screen.getByRole('heading', { level: 2, name: 'Attività non riuscite' }),
    ).toBeVisible();
    const items = within(await jobList()).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Invio e-mail');
    await expect(items[0]).toHaveTextContent(
      'Salone Aurora · 8 tentativi · ultimo il 19/11/2026 09:42',
    );
    await expect(items[0]).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
    await expect(items[1]).toHaveTextContent('Trasmissione documento fiscale');
    await expect(items[1]).toHaveTextContent('Centro Estetico Luna · 1 tentativo');
    await expect(items[1]).toHaveTextContent('Documento rifiutato: partita IVA non valida');
  },
};

export const Riprova: Story = {
  play: async () => {
    await jobList();
    await userEvent.click(
      screen.getByRole('button', { name: 'Riprova: Invio e-mail di Salone Aurora' }),
    );
    await expect(
      await screen.findByText('Invio e-mail di Salone Aurora: di nuovo in coda, parte a breve.'),
    ).toBeVisible();
    await expect(desk.retried).toEqual([812]);
    // The list is read again: the job left the dead letters.
    await waitFor(async () =>
      expect(within(await jobList()).getAllByRole('listitem')).toHaveLength(1),
    );
    await expect(
      screen.queryByRole('button', { name: 'Riprova: Invio e-mail di Salone Aurora' }),
    ).toBeNull();
    await settledMessage('Invio e-mail di Salone Aurora: di nuovo in coda, parte a breve.');
  },
};

export const RiprovaRifiutata: Story = {
  parameters: { msw: handlers(409) },
  play: async () => {
    await jobList();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Riprova: Trasmissione documento fiscale di Centro Estetico Luna',
      }),
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'attività è già stata completata",
    );
    await expect(within(await jobList()).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NessunaAttivita: Story = {
  parameters: {
    msw: [
      http.get('/admin/jobs', ({ response }) => response(200).json([])),
      ...adminSalonHandlers(admin),
    ],
  },
  play: async () => {
    await expect(
      await screen.findByText(
        'Nessuna attività non riuscita: e-mail e documenti fiscali sono partiti tutti.',
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: /Riprova/ })).toBeNull();
  },
};

export const ErroreDiCaricamento: Story = {
  parameters: {
    msw: [
      http.get('/admin/jobs', ({ response }) =>
        response(500).json({ message: 'Errore interno del server' }),
      ),
      ...adminSalonHandlers(admin),
    ],
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
    // The rest of the page stays.
    await expect(screen.getByRole('heading', { level: 1, name: 'Amministrazione' })).toBeVisible();
  },
};
