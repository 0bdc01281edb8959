import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';
import {
  adminSalonHandlers,
  newAdminDesk,
  type AdminDesk,
} from '../../../testing/handlers/admin-salons.ts';
import { adminKeyHandlers, newKeyDesk } from '../../../testing/handlers/admin-integration-keys.ts';

/** What the mock server holds: four salons, or the 10,000 of the paging story. */
const desk: AdminDesk = newAdminDesk();

const jobs = http.get('/admin/jobs', ({ response }) => response(200).json([]));
const handlers = () => [jobs, ...adminSalonHandlers(desk), ...adminKeyHandlers(newKeyDesk())];

const meta = {
  title: 'Schermate/Admin saloni',
  component: StoryApp,
  parameters: { layout: 'fullscreen', msw: handlers() },
  args: { path: '/admin', auth: accessSubject },
  beforeEach: () => {
    desk.salons = newAdminDesk().salons;
    desk.listed = [];
    signInForStory({ role: 'ADMIN' });
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('grid', { name: 'Saloni' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

export const Saloni: Story = {
  play: async () => {
    const [first] = await rows();
    await expect(await rows()).toHaveLength(4);
    // Name, e-mail, business type, plan, status, created, active, digital cash.
    const cells = [...first!.querySelectorAll('[role=rowheader], [role=gridcell]')];
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      'Salone Aurora',
      'salone4@example.it',
      'Parrucchiere',
      '—',
      'In prova',
      '19/11/2026',
      'Sì',
      'Sì',
    ]);
    await expect(screen.getByText('4 saloni')).toBeVisible();
    // Newest first, asked of the server, 25 a page.
    await expect(desk.listed[0]).toEqual({ sort: 'createdAt,desc', page: '0', size: '25' });
    await userEvent.click(within(await table()).getByRole('link', { name: 'Salone Aurora' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Salone Aurora' }),
    ).toBeVisible();
  },
};

export const Ricerca: Story = {
  play: async () => {
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'luna');
    await waitFor(() => expect(desk.listed.at(-1)).toMatchObject({ q: 'luna', page: '0' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    await expect((await rows())[0]).toHaveTextContent('Centro Estetico Luna');
    // Not a request per letter: the server is asked when typing stops.
    await expect(desk.listed.filter((q) => q['q'] !== undefined).length).toBeLessThan(4);
  },
};

export const OrdinaEFiltra: Story = {
  play: async () => {
    await userEvent.click(within(await table()).getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() => expect(desk.listed.at(-1)).toMatchObject({ sort: 'name,asc' }));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('Centro Estetico Luna'));
    await userEvent.click(within(await table()).getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() => expect(desk.listed.at(-1)).toMatchObject({ sort: 'name,desc' }));
    await userEvent.click(screen.getByRole('button', { name: /Stato dell'abbonamento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pagamento non riuscito' }));
    await waitFor(() =>
      expect(desk.listed.at(-1)).toMatchObject({ status: 'PAST_DUE', sort: 'name,desc' }),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    await expect((await rows())[0]).toHaveTextContent('Studio Relax');
  },
};

export const DiecimilaSaloni: Story = {
  beforeEach: () => {
    desk.salons = newAdminDesk(10_000).salons;
  },
  play: async () => {
    await expect(await rows()).toHaveLength(25);
    await expect(screen.getByText('10.000 saloni')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pagine dei saloni' });
    await expect(pages).toHaveTextContent('Pagina 1 di 400');
    await userEvent.click(within(pages).getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(desk.listed.at(-1)).toMatchObject({ page: '1', size: '25' }));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pagine dei saloni' })).toHaveTextContent(
        'Pagina 2 di 400',
      ),
    );
    await expect((await rows())[0]).toHaveTextContent('9975');
  },
};

export const NessunSalone: Story = {
  beforeEach: () => {
    desk.salons = [];
  },
  play: async () => {
    await expect(await screen.findByText('Nessun salone con questi filtri.')).toBeVisible();
    await expect(screen.getByText('0 saloni')).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Pagine dei saloni' })).toBeNull();
  },
};

export const ErroreDiCaricamento: Story = {
  parameters: {
    msw: [
      http.get('/admin/salons', ({ response }) =>
        response(500).json({ message: 'Errore interno del server' }),
      ),
      ...handlers(),
    ],
  },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Riprova' })).toBeVisible();
    // The search and the rest of the page keep working.
    await expect(screen.getByRole('searchbox', { name: 'Cerca' })).toBeEnabled();
    await expect(screen.getByRole('heading', { level: 2, name: 'Inviti' })).toBeVisible();
  },
};

export const ApreUnSaloneMentreCerca: Story = {
  play: async () => {
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'aur');
    // Opened before typing has stopped: the search waiting to go out does not pull back to /admin.
    await userEvent.click(within(await table()).getByRole('link', { name: 'Salone Aurora' }));
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Salone Aurora' }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.getByRole('heading', { level: 1, name: 'Salone Aurora' })).toBeVisible();
  },
};
