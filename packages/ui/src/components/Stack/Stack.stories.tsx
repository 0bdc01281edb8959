import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { space } from '../../theme/tokens.ts';
import { Button } from '../Button/Button.tsx';
import { px, rect, Tile } from '../Box/fixtures.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'lg' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same space between every child; the children are as wide as the stack. */
export const Spaziatura: Story = {
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Tile>Prima</Tile>
      <Tile>Seconda</Tile>
      <Tile>Terza</Tile>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stack = rect(canvas.getByTestId('stack'));
    const [first, second, third] = ['Prima', 'Seconda', 'Terza'].map((t) =>
      rect(canvas.getByText(t)),
    );
    await expect(second!.top - first!.bottom).toBeCloseTo(px(space.lg), 1);
    await expect(third!.top - second!.bottom).toBeCloseTo(px(space.lg), 1);
    await expect(first!.width).toBeCloseTo(stack.width, 1);
  },
};

/** Aligned children keep their own width; the Tab order is the reading order. */
export const AllineatoDaTastiera: Story = {
  args: { space: 'sm', align: 'center' },
  render: (args) => (
    <Stack {...args} data-testid="stack">
      <Button>Salva</Button>
      <Button variant="secondary">Annulla</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stack = rect(canvas.getByTestId('stack'));
    const save = canvas.getByRole('button', { name: 'Salva' });
    const middle = (r: DOMRect) => r.left + r.width / 2;
    await expect(rect(save).width).toBeLessThan(stack.width);
    await expect(Math.abs(middle(rect(save)) - middle(stack))).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Annulla' })).toHaveFocus();
  },
};
