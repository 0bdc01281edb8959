import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { FAQ_ITEMS } from './faq-items.ts';
import { faqPage } from './FaqPage.tsx';

const meta = {
  title: 'Sito/Domande frequenti',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: faqPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Domande frequenti' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Cassa e magazzino' }),
    ).toBeVisible();
    // Every question is on the page; an answer opens with its question (a <details>).
    for (const item of FAQ_ITEMS) await expect(canvas.getByText(item.question)).toBeVisible();
    const question = canvas.getByText('La cassa emette il documento commerciale?');
    await userEvent.click(question);
    await expect(canvas.getByText(/trasmette il documento commerciale/)).toBeVisible();
  },
};
