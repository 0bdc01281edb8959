import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { accessSubject } from '../../../lib/api.ts';
import { StoryApp, signInForStory, signOutForStory } from '../../../testing/StoryApp.tsx';
import { http } from '../../../testing/api-mocks.ts';

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
    msw: [
      http.get('/dashboard/callbacks', ({ response }) => response(200).json([])),
      http.get('/appointments/recent', ({ response }) => response(200).json([])),
    ],
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  },
};

export const UtenteVersoAdmin: Story = {
  beforeEach: () => signInForStory({ role: 'USER' }),
  args: { path: '/admin/fiskaly-testing' },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const AdminDallaDashboard: Story = {
  beforeEach: () => signInForStory({ role: 'ADMIN' }),
  args: { path: '/dashboard' },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Amministrazione' }),
    ).toBeVisible();
  },
};
