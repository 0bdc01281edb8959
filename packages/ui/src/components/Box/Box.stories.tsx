import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { breakpointPx, space } from '../../theme/tokens.ts';
import { Box } from './Box.tsx';
import { px, rect, Tile } from './fixtures.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Padding, background and radius from the tokens; `component` picks the element. */
export const Spaziatura: Story = {
  render: () => (
    <Box
      component="section"
      aria-label="Riquadro"
      padding="xl"
      background="sunken"
      borderRadius="lg"
    >
      <p>Il riquadro ha 24 px di spazio interno: il valore space.xl del tema.</p>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Riquadro' });
    await expect(region.tagName).toBe('SECTION');
    await expect(getComputedStyle(region).paddingTop).toBe(space.xl);
  },
};

/** One value per width: a column below the breakpoint, a row from it. */
export const Responsivo: Story = {
  render: () => (
    <Box
      data-testid="box"
      display="flex"
      flexDirection={{ mobile: 'column', desktop: 'row' }}
      gap="md"
    >
      <Tile>Prima</Tile>
      <Tile>Seconda</Tile>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = rect(canvas.getByText('Prima'));
    const second = rect(canvas.getByText('Seconda'));
    if (window.innerWidth < breakpointPx) {
      await expect(second.top - first.bottom).toBeCloseTo(px(space.md), 1);
    } else {
      await expect(second.left - first.right).toBeCloseTo(px(space.md), 1);
      await expect(second.top).toBeCloseTo(first.top, 1);
    }
  },
};
