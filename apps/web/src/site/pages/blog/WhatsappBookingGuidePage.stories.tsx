import type { Meta, StoryObj } from '@storybook/react-vite';
import { SitePageView } from '../../render/SitePageView.tsx';
import { whatsappBookingGuidePage } from './WhatsappBookingGuidePage.tsx';
import { expectPost } from './post-story.ts';
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
  play: ({ canvasElement }) =>
    expectPost(canvasElement, whatsappBookingGuidePost, 'Le regole di WhatsApp che devi conoscere'),
};
