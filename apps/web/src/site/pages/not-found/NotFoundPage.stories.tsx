import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { notFoundPage } from './NotFoundPage.tsx';

// The page of any unknown path (served with a 404 status by apps/web/serve).
const meta = {
  title: 'Sito/Pagina non trovata',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: notFoundPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pagina non trovata' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
