import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '@agendina/ui';
import { accessSubject } from '../lib/api.ts';
import { StoryApp, signInForStory, signOutForStory } from '../testing/StoryApp.tsx';
import { dashboardHandlers } from '../testing/handlers/dashboard.ts';
import { http } from '../testing/api-mocks.ts';
import { adminSalonHandlers, newAdminDesk } from '../testing/handlers/admin-salons.ts';

const meta = {
  title: 'Schermate/Accessi',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard', auth: accessSubject },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OspiteVersoLogin: Story = {
  beforeEach: () => signOutForStory(),
  args: { path: '/cassa' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  },
};

export const CassaSenzaCassaDigitale: Story = {
  beforeEach: () => signInForStory({ digitalCashEnabled: false }),
  args: { path: '/cassa/storico' },
  parameters: {
    msw: dashboardHandlers(),
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Benvenuto nel tuo salone' }),
    ).toBeVisible();
    // The dashboard's calendar loads below the menu: the shot waits for it (a clean-clone run
    // caught it still «Caricamento appuntamenti...»).
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
    // Still signed in: the header offers LOGOUT (behind the menu below the 768 px breakpoint).
    const header = within(screen.getByRole('banner'));
    if (window.innerWidth < tokens.breakpointPx)
      await userEvent.click(header.getByRole('button', { name: 'Menu' }));
    await expect(header.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  },
};

export const UtenteVersoAdmin: Story = {
  beforeEach: () => signInForStory({ role: 'USER' }),
  parameters: { msw: dashboardHandlers() },
  args: { path: '/admin/fiskaly-testing' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Benvenuto nel tuo salone' }),
    ).toBeVisible();
  },
};

export const AdminDallaDashboard: Story = {
  beforeEach: () => signInForStory({ role: 'ADMIN' }),
  // /admin lists the salons, the invitations and the failed background jobs (none here).
  parameters: {
    msw: [
      http.get('/admin/jobs', ({ response }) => response(200).json([])),
      ...adminSalonHandlers(newAdminDesk()),
    ],
  },
  args: { path: '/dashboard' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Amministrazione' }),
    ).toBeVisible();
  },
};
