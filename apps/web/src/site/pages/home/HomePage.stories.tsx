import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { homePage } from './HomePage.tsx';

const meta = {
  title: 'Sito/Home',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: homePage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: homePage.title })).toBeVisible();
    // «Accedi» in the header and in the footer: both lead to the staff app's login.
    for (const link of canvas.getAllByRole('link', { name: 'Accedi' }))
      await expect(link).toHaveAttribute('href', '/login');
  },
};
