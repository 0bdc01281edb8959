import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PhoneLinks } from './PhoneLinks.tsx';

const meta = {
  title: 'Primitivi/PhoneLinks',
  component: PhoneLinks,
  args: { phone: '+393331234567', name: 'Maria Rossi' },
} satisfies Meta<typeof PhoneLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The number calls the client; "WhatsApp" opens a chat with them in a new tab. */
export const ConNome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('link', { name: 'Chiama Maria Rossi al +393331234567' });
    await expect(call).toHaveAttribute('href', 'tel:+393331234567');
    await expect(call).toHaveTextContent('+393331234567');
    const chat = canvas.getByRole('link', { name: 'Scrivi su WhatsApp a Maria Rossi' });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/393331234567');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat.getAttribute('rel')).toContain('noopener');
  },
};

/** Without a name the links name the number; a number typed without +39 still reaches Italy. */
export const SenzaPrefisso: Story = {
  args: { phone: '333 765 4321', name: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Chiama 333 765 4321' })).toHaveAttribute(
      'href',
      'tel:+393337654321',
    );
    await expect(
      canvas.getByRole('link', { name: 'Scrivi su WhatsApp a 333 765 4321' }),
    ).toHaveAttribute('href', 'https://wa.me/393337654321');
  },
};

/** Text with no number in it (an old import) stays text: no link to nowhere. */
export const SenzaNumero: Story = {
  args: { phone: 'non disponibile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('non disponibile')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
