import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SitePageView } from '../../render/SitePageView.tsx';
import { homePage } from './HomePage.tsx';

const meta = {
  title: 'Sito/Home',
  component: SitePageView,
  parameters: { layout: 'fullscreen' },
  args: { page: homePage },
} satisfies Meta<typeof SitePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pagina: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: homePage.title })).toBeVisible();
    // «Accedi» in the header, the hero, the start section and the footer: all lead to the login.
    for (const link of canvas.getAllByRole('link', { name: 'Accedi' }))
      await expect(link).toHaveAttribute('href', '/login');
    for (const link of canvas.getAllByRole('link', { name: 'Prenota una consulenza gratuita' }))
      await expect(link).toHaveAttribute('href', '/consulenza');
    // Each trade has its page; the plans are under #piani (the terms page links there).
    const trades = canvas.getByRole('region', { name: 'Per chi è' });
    for (const [name, href] of [
      ['Parrucchieri', '/servizio/parrucchieri'],
      ['Estetisti', '/servizio/estetisti'],
      ['Massaggiatori', '/servizio/massaggiatori'],
    ])
      await expect(within(trades).getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(canvas.getByRole('region', { name: 'Piani e prezzi' })).toHaveAttribute(
      'id',
      'piani',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pro' })).toBeVisible();
    // The screenshots are below the first screen, each loaded lazily; the calendar comes first.
    const shots = canvas.getAllByRole('img');
    await expect(shots[0]).toHaveAccessibleName(/il calendario del giorno/);
    for (const shot of shots) await expect(shot).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link', { name: 'tutte le domande frequenti' })).toHaveAttribute(
      'href',
      '/faq',
    );
  },
};
