import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { space } from '../../theme/tokens.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { px, rect } from '../Box/fixtures.tsx';
import { Inline } from './Inline.tsx';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm' },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const days = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'];

/** Side by side with the same space, onto a new line when the row is full (here at 390 px). */
export const AVaCapo: Story = {
  render: (args) => (
    <Inline {...args}>
      {days.map((day) => (
        <Button key={day} variant="secondary">
          {day}
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = days.map((day) => canvas.getByRole('button', { name: day }));
    const [monday, tuesday] = buttons.map(rect);
    await expect(tuesday!.left - monday!.right).toBeCloseTo(px(space.sm), 1);
    // Wrapped or not, the Tab order stays the reading order.
    for (const button of buttons) {
      await userEvent.tab();
      await expect(button).toHaveFocus();
    }
    const sunday = rect(buttons.at(-1)!);
    if (sunday.top > monday!.top) await expect(sunday.left).toBeCloseTo(monday!.left, 1);
  },
};

/** `spaceBetween` pushes the first and last child to the edges; `alignY` centres them. */
export const AiLati: Story = {
  args: { space: 'md', align: 'spaceBetween', alignY: 'center' },
  render: (args) => (
    <Inline {...args} data-testid="inline">
      <h2 style={{ margin: 0 }}>Richiami</h2>
      <Badge tone="info">3 da gestire</Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rect(canvas.getByTestId('inline'));
    const title = rect(canvas.getByRole('heading', { name: 'Richiami' }));
    const badge = rect(canvas.getByText('3 da gestire'));
    await expect(title.left).toBeCloseTo(row.left, 1);
    await expect(badge.right).toBeCloseTo(row.right, 1);
  },
};
