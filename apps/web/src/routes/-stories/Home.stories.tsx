import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { accessSubject } from '../../lib/api.ts';
import { StoryApp, signOutForStory } from '../../testing/StoryApp.tsx';
import { http } from '../../testing/api-mocks.ts';

const meta = {
  title: 'Schermate/Home',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', auth: accessSubject },
  beforeEach: () => signOutForStory(),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServizioAttivo: Story = {
  parameters: {
    msw: [
      http.get('/health', ({ response }) =>
        response(200).json({
          status: 'ok',
          database: 'up',
          time: '2026-11-21T09:00:00Z',
          version: '0.1.0',
        }),
      ),
    ],
  },
  play: async () => {
    await expect(await screen.findByText('Servizio attivo')).toBeVisible();
  },
};

export const ServizioNonRaggiungibile: Story = {
  parameters: {
    msw: [
      http.get('/health', ({ response }) =>
        response(503).json({
          status: 'degraded',
          database: 'down',
          time: '2026-11-21T09:00:00Z',
          version: '0.1.0',
        }),
      ),
    ],
  },
  play: async () => {
    await expect(await screen.findByText('Servizio non raggiungibile')).toBeVisible();
  },
};
