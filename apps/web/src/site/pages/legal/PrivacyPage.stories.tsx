import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { privacyPage } from './PrivacyPage.tsx';

const meta = {
  title: 'Sito/Privacy policy',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: privacyPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    // The processors a reader looks for: the WhatsApp and the fiscal providers.
    const processors = canvas.getByRole('table', {
      name: 'Fornitori che trattano dati per conto di Agendina',
    });
    await expect(processors).toHaveTextContent('Meta Platforms Ireland Ltd');
    await expect(processors).toHaveTextContent('fiskaly GmbH');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Cookie e memorizzazione nel browser' }),
    ).toBeVisible();
  },
};
