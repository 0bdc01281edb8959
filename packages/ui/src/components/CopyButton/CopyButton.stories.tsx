import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stubClipboard } from '../../testing/clipboard.ts';
import { CopyButton } from './CopyButton.tsx';

const link = 'https://app.agendina.it/signup?token=Qm9uZ2lvcm5vX2ludml0bw';

const meta = {
  title: 'Kit/CopyButton',
  component: CopyButton,
  args: {
    text: link,
    label: 'Copia link',
    copiedMessage: 'Link copiato',
    fallbackLabel: 'Link di invito',
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

let written: string[] = [];

export const Copiato: Story = {
  beforeEach: () => {
    written = stubClipboard(true);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copia link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Link copiato');
    await expect(written).toEqual([link]);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const AppuntiNonDisponibili: Story = {
  beforeEach: () => {
    stubClipboard(false);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copia non riuscita');
    const field = await canvas.findByRole<HTMLInputElement>('textbox', { name: 'Link di invito' });
    await expect(field).toHaveValue(link);
    await expect(field).toHaveAttribute('readonly');
    // The whole link is selected, ready for Ctrl+C.
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field.selectionStart).toBe(0);
    await expect(field.selectionEnd).toBe(link.length);
  },
};
