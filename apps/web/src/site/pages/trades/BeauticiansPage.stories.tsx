import type { Meta, StoryObj } from '@storybook/react-vite';
import { SitePageView } from '../../render/SitePageView.tsx';
import { beauticiansPage } from './BeauticiansPage.tsx';
import { expectTradePage } from './trade-story.ts';

const meta = {
  title: 'Sito/Estetisti',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: beauticiansPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: ({ canvas }) =>
    expectTradePage(canvas, beauticiansPage, {
      help: 'Rivendita e uso interno',
      phrase: /non per cabina/,
      screenshot: /il calendario del giorno/,
    }),
};
