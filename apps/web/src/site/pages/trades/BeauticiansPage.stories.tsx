import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { beauticiansPage } from './BeauticiansPage.tsx';

const meta = {
  title: 'Sito/Estetisti',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: beauticiansPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: beauticiansPage.title }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Rivendita e uso interno' }),
    ).toBeVisible();
    await expect(canvas.getByText(/non per cabina/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /il calendario del giorno/ })).toHaveAttribute(
      'loading',
      'lazy',
    );
    for (const link of canvas.getAllByRole('link', { name: 'Prenota una consulenza gratuita' }))
      await expect(link).toHaveAttribute('href', '/consulenza');
  },
};
