import type { Meta, StoryObj } from '@storybook/react-vite';
import { SitePageView } from '../../render/SitePageView.tsx';
import { hairdresserSoftwarePage } from './HairdresserSoftwarePage.tsx';
import { expectPost } from './post-story.ts';
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
  play: ({ canvasElement }) =>
    expectPost(canvasElement, hairdresserSoftwarePost, '5. Cassa con documento commerciale'),
};
