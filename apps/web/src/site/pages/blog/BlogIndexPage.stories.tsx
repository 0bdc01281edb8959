import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { blogIndexPage } from './BlogIndexPage.tsx';
import { POSTS } from './posts.ts';

const meta = {
  title: 'Sito/Blog',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: blogIndexPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // Every post, newest first, its title a link to the post.
    const titles = canvas.getAllByRole('heading', { level: 2 });
    await expect(titles.map((title) => title.textContent)).toEqual(POSTS.map((post) => post.title));
    for (const post of POSTS)
      await expect(canvas.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        post.path,
      );
  },
};
