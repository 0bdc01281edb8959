import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { termsPage } from './TermsPage.tsx';

const meta = {
  title: 'Sito/Termini e condizioni',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: termsPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Termini e condizioni' }),
    ).toBeVisible();
    // The prices are the home page's plans, never written here.
    await expect(
      canvas.getByRole('link', { name: 'sezione Piani della home page' }),
    ).toHaveAttribute('href', '/#piani');
    await expect(
      canvas.getByRole('heading', { level: 2, name: '13. Legge applicabile e foro competente' }),
    ).toBeVisible();
  },
};
