import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpointPx, space } from '../../theme/tokens.ts';
import { px, rect, Tile } from '../Box/fixtures.tsx';
import { Columns, ColumnsItem } from './Columns.tsx';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { space: 'lg', children: null },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A third and two thirds: the gap comes off both, so they fill the row exactly. */
export const Frazioni: Story = {
  render: (args) => (
    <Columns {...args} data-testid="columns">
      <ColumnsItem width="1/3">
        <Tile>Un terzo</Tile>
      </ColumnsItem>
      <ColumnsItem width="2/3">
        <Tile>Due terzi</Tile>
      </ColumnsItem>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rect(canvas.getByTestId('columns'));
    const third = rect(canvas.getByText('Un terzo'));
    const twoThirds = rect(canvas.getByText('Due terzi'));
    await expect(twoThirds.left - third.right).toBeCloseTo(px(space.lg), 1);
    await expect(twoThirds.width / third.width).toBeCloseTo(2, 1);
    await expect(twoThirds.right).toBeCloseTo(row.right, 1);
  },
};

/** A column as wide as its content, the other takes the rest; below the breakpoint they stack. */
export const RaccolteSottoIlDesktop: Story = {
  args: { space: 'md', collapseBelow: 'desktop', alignY: 'center' },
  render: (args) => (
    <Columns {...args} data-testid="columns">
      <ColumnsItem width="content">
        <Tile>Orario</Tile>
      </ColumnsItem>
      <ColumnsItem>
        <Tile minHeight="6rem">Taglio e piega con Giulia, 45 minuti</Tile>
      </ColumnsItem>
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rect(canvas.getByTestId('columns'));
    const time = rect(canvas.getByText('Orario'));
    const service = rect(canvas.getByText(/Taglio e piega/));
    if (window.innerWidth < breakpointPx) {
      await expect(service.top - time.bottom).toBeCloseTo(px(space.md), 1);
      await expect(time.width).toBeCloseTo(row.width, 1);
    } else {
      await expect(service.left - time.right).toBeCloseTo(px(space.md), 1);
      await expect(service.right).toBeCloseTo(row.right, 1);
      // Centred on the taller column.
      const middle = (r: DOMRect) => r.top + r.height / 2;
      await expect(middle(time)).toBeCloseTo(middle(service), 0);
    }
  },
};
