import type { Meta, StoryObj } from '@storybook/react-vite';
import { SitePageView } from '../../render/SitePageView.tsx';
import { hairdressersPage } from './HairdressersPage.tsx';
import { expectTradePage } from './trade-story.ts';

const meta = {
  title: 'Sito/Parrucchieri',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: hairdressersPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: ({ canvas }) =>
    expectTradePage(canvas, hairdressersPage, {
      help: 'I tempi di ogni cliente',
      phrase: /postazioni e lavatesta non sono una risorsa/,
      screenshot: /La scheda della cliente Anna Bianchi/,
    }),
};
