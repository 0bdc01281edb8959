import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { masseursPage } from './MasseursPage.tsx';

const meta = {
  title: 'Sito/Massaggiatori',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: masseursPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: masseursPage.title })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Le richieste non si perdono' }),
    ).toBeVisible();
    await expect(canvas.getByText(/l’olio sulle mani/)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: /L’elenco dei clienti da richiamare/ }),
    ).toHaveAttribute('loading', 'lazy');
    for (const link of canvas.getAllByRole('link', { name: 'Prenota una consulenza gratuita' }))
      await expect(link).toHaveAttribute('href', '/consulenza');
  },
};
