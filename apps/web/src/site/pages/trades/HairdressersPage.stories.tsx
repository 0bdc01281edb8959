import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { hairdressersPage } from './HairdressersPage.tsx';

const meta = {
  title: 'Sito/Parrucchieri',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: hairdressersPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: hairdressersPage.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'I tempi di ogni cliente' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Il tempo di posa non libera ancora l’operatore/)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /La scheda della cliente Anna Bianchi/ }),
    ).toHaveAttribute('loading', 'lazy');
    for (const link of canvas.getAllByRole('link', { name: 'Prenota una consulenza gratuita' }))
      await expect(link).toHaveAttribute('href', '/consulenza');
  },
};
