import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { accessibilityPage } from './AccessibilityPage.tsx';

const meta = {
  title: 'Sito/Accessibilità',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: accessibilityPage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Stato di conformità' }),
    ).toBeVisible();
    await expect(canvas.getByText(/livello A e AA delle WCAG 2\.2/)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Scontrini stampati' }),
    ).toBeVisible();
    // The feedback contact, and the date of the statement.
    await expect(canvas.getByRole('link', { name: 'accessibilita@agendina.it' })).toHaveAttribute(
      'href',
      'mailto:accessibilita@agendina.it',
    );
    await expect(canvas.getByText('24 novembre 2026')).toHaveAttribute('datetime', '2026-11-24');
  },
};
