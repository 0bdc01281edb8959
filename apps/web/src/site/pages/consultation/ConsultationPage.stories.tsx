import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { consultationPage } from './ConsultationPage.tsx';

// The page as prerendered: the form without its island (the form's own stories enhance it).
const meta = {
  title: 'Sito/Consulenza',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: consultationPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Richiedi una consulenza gratuita' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Nome e cognome/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Richiedi la consulenza' })).toBeVisible();
  },
};
