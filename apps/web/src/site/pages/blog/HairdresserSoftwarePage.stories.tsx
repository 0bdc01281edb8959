import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { hairdresserSoftwarePage } from './HairdresserSoftwarePage.tsx';
import { hairdresserSoftwarePost } from './posts.ts';

const meta = {
  title: 'Sito/Articolo gestionale parrucchieri',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: hairdresserSoftwarePage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: hairdresserSoftwarePost.title }),
    ).toBeVisible();
    await expect(canvas.getByText(/Marco Bellini, consulente per i saloni/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: '5. Cassa con documento commerciale' }),
    ).toBeVisible();
    // The article ends with the invitation to a consultation.
    await expect(
      canvas.getByRole('link', { name: 'Prenota una consulenza gratuita' }),
    ).toHaveAttribute('href', '/consulenza');
  },
};
