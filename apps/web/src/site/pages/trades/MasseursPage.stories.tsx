import type { Meta, StoryObj } from '@storybook/react-vite';
import { SitePageView } from '../../render/SitePageView.tsx';
import { masseursPage } from './MasseursPage.tsx';
import { expectTradePage } from './trade-story.ts';

const meta = {
  title: 'Sito/Massaggiatori',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: masseursPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: ({ canvas }) =>
    expectTradePage(canvas, masseursPage, {
      help: 'Le richieste non si perdono',
      phrase: /l’olio sulle mani/,
      screenshot: /L’elenco dei clienti da richiamare/,
    }),
};
