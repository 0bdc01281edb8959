import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { breakpointPx } from '../../theme/tokens.ts';
import { Header } from './Header.tsx';

const meta = {
  title: 'Primitivi/Header',
  component: Header,
  args: { onSecuritySettings: fn(), onLogout: fn(), currentPath: '/assistenza' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Below 768 px the links sit behind the menu toggle.
    if (window.innerWidth < breakpointPx)
      await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(within(nav).getByRole('link', { name: 'ASSISTENZA' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'ABBONAMENTO' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Impostazioni di sicurezza' }));
    await expect(args.onSecuritySettings).toHaveBeenCalledTimes(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'LOGOUT' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const MenuMobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Below 768 px the menu starts closed; above it the toggle is hidden and the links always show.
    if (window.innerWidth < breakpointPx) {
      const toggle = canvas.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'ASSISTENZA' })).toBeNull();
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'ASSISTENZA' })).toBeVisible();
    } else {
      await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
      await expect(canvas.getByRole('link', { name: 'ASSISTENZA' })).toBeVisible();
    }
  },
};

/** What is new behind a section: its count beside the label, on the menu toggle below 768 px. */
export const ConNovita: Story = {
  args: {
    currentPath: '/dashboard',
    sections: [
      { href: '/dashboard', label: 'Dashboard' },
      {
        href: '/gestione-appuntamenti',
        label: 'Appuntamenti',
        badge: { count: 2, description: '2 nuove prenotazioni online' },
      },
      { href: '/database-clienti', label: 'Clienti' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.innerWidth < breakpointPx) {
      const toggle = canvas.getByRole('button', { name: 'Menu (2 nuove prenotazioni online)' });
      await expect(toggle.parentElement).toHaveTextContent(/^2$/);
      await userEvent.click(toggle);
    }
    const link = canvas.getByRole('link', { name: 'Appuntamenti (2 nuove prenotazioni online)' });
    await expect(link).toHaveAttribute('href', '/gestione-appuntamenti');
    await expect(link).toHaveTextContent(/^Appuntamenti2 \(2 nuove prenotazioni online\)$/);
    // A section with nothing new keeps its plain name.
    await expect(canvas.getByRole('link', { name: 'Clienti' })).toBeVisible();
  },
};
