import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { noShowRemindersPage } from './NoShowRemindersPage.tsx';
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
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: noShowRemindersPost.title }),
    ).toBeVisible();
    await expect(canvas.getByText(/Sara Colombo, responsabile assistenza clienti/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Caparra e acconto: cosa sapere' }),
    ).toBeVisible();
    // The article ends with the invitation to a consultation.
    await expect(
      canvas.getByRole('link', { name: 'Prenota una consulenza gratuita' }),
    ).toHaveAttribute('href', '/consulenza');
  },
};
