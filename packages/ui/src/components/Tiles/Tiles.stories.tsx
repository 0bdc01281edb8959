import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpointPx, columnWidths, space } from '../../theme/tokens.ts';
import { px, rect, Tile } from '../Box/fixtures.tsx';
import { Tiles } from './Tiles.tsx';

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: { space: 'md', columns: 1 },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const services = [
  'Taglio',
  'Piega',
  'Colore',
  'Meches',
  'Trattamento',
  'Barba',
  'Manicure',
  'Pedicure',
];

/** Two columns below the breakpoint, four from it: equal widths, the same space across and down. */
export const Colonne: Story = {
  args: { columns: { mobile: 2, desktop: 4 } },
  render: (args) => (
    <Tiles {...args}>
      {services.map((name) => (
        <Tile key={name}>{name}</Tile>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = services.map((name) => rect(canvas.getByText(name)));
    const columns = window.innerWidth < breakpointPx ? 2 : 4;
    const firstRow = tiles.filter((tile) => tile.top === tiles[0]!.top);
    await expect(firstRow).toHaveLength(columns);
    await expect(tiles[1]!.left - tiles[0]!.right).toBeCloseTo(px(space.md), 1);
    await expect(tiles[columns]!.top - tiles[0]!.bottom).toBeCloseTo(px(space.md), 1);
    await expect(tiles[1]!.width).toBeCloseTo(tiles[0]!.width, 1);
  },
};

/** As many columns as fit, each at least columnWidths.sm (200 px) wide. */
export const LarghezzaMinima: Story = {
  render: () => (
    <Tiles space="md" minColumnWidth="sm" alignY="top">
      {services.slice(0, 5).map((name) => (
        <Tile key={name}>{name}</Tile>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of services.slice(0, 5)) {
      await expect(rect(canvas.getByText(name)).width).toBeGreaterThanOrEqual(px(columnWidths.sm));
    }
  },
};
