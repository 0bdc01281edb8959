import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Primitivi/Tooltip',
  component: Tooltip,
  args: {
    content: 'Impostazioni di sicurezza',
    children: <IconButton aria-label="Impostazioni di sicurezza" icon="shield" variant="outline" />,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Impostazioni di sicurezza' }),
    ).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Impostazioni di sicurezza');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const AlPassaggio: Story = {
  args: { content: 'Giulia Rossi\n09:00 - 10:30\nColore', delay: 0 },
  play: async ({ canvasElement }) => {
    // React Aria shows hover tooltips only when the last interaction was a pointer one.
    await userEvent.click(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Colore');
  },
};

export const Aperto: Story = { args: { defaultOpen: true, content: 'Settimana successiva' } };
