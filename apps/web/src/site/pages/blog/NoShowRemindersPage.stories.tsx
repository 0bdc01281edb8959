import type { Meta, StoryObj } from '@storybook/react-vite';
import { SitePageView } from '../../render/SitePageView.tsx';
import { noShowRemindersPage } from './NoShowRemindersPage.tsx';
import { expectPost } from './post-story.ts';
import { noShowRemindersPost } from './posts.ts';

const meta = {
  title: 'Sito/Articolo no-show',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: noShowRemindersPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: ({ canvasElement }) =>
    expectPost(canvasElement, noShowRemindersPost, 'Caparra e acconto: cosa sapere'),
};
