import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShortcutCard, WideCard } from './Card.tsx';
import * as styles from './Card.css.ts';

const meta = {
  title: 'Primitivi/Card',
  component: ShortcutCard,
  args: {
    title: 'Il mio salone',
    description: 'Profilo, orari e preferenze',
    href: '/salone',
    icon: 'store',
  },
} satisfies Meta<typeof ShortcutCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scorciatoia: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Il mio salone/ });
    await expect(link).toHaveAttribute('href', '/salone');
  },
};

export const GrigliaDashboard: Story = {
  render: () => (
    <div className={styles.grid}>
      <ShortcutCard
        title="Il mio salone"
        description="Profilo e orari"
        href="/salone"
        icon="store"
      />
      <ShortcutCard
        title="Database clienti"
        description="Archivio e schede"
        href="/database-clienti"
        icon="users"
      />
      <ShortcutCard
        title="Comunicazioni"
        description="Conversazioni WhatsApp"
        href="/comunicazioni"
        icon="chat"
      />
      <ShortcutCard title="Cassa" description="Incassi e scontrini" href="/cassa" icon="cash" />
      <ShortcutCard
        title="Magazzino"
        description="Prodotti e ordini"
        href="/magazzino"
        icon="warehouse"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links.map((l) => l.querySelector('svg')?.dataset.icon)).toEqual([
      'store',
      'users',
      'chat',
      'cash',
      'warehouse',
    ]);
  },
};

export const LargaConConteggio: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <WideCard
        title="Clienti da richiamare"
        href="/da-richiamare"
        icon="callback"
        count={3}
        countLabel="da richiamare"
      />
      <WideCard
        title="Gestione appuntamenti"
        description="Prenotazioni recenti di oggi"
        href="/gestione-appuntamenti"
        icon="appointments"
        count={12}
        countLabel="prenotazioni di oggi"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Clienti da richiamare/ });
    await expect(link).toHaveAttribute('href', '/da-richiamare');
    await expect(within(link).getByLabelText('3 da richiamare')).toBeVisible();
    // Each card shows what it opens, not the same calendar on all (issue #31).
    await expect(link.querySelector('svg[data-icon="callback"]')).not.toBeNull();
  },
};
