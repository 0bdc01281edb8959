import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { whatsappBookingGuidePage } from './WhatsappBookingGuidePage.tsx';
import { whatsappBookingGuidePost } from './posts.ts';

const meta = {
  title: 'Sito/Articolo WhatsApp',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: whatsappBookingGuidePage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: whatsappBookingGuidePost.title }),
    ).toBeVisible();
    await expect(canvas.getByText(/Giulia Ferri, responsabile prodotto/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Le regole di WhatsApp che devi conoscere' }),
    ).toBeVisible();
    // The article ends with the invitation to a consultation.
    await expect(
      canvas.getByRole('link', { name: 'Prenota una consulenza gratuita' }),
    ).toHaveAttribute('href', '/consulenza');
  },
};
