import {
  flexAlign,
  flexAlignY,
  type AlignY,
  type Responsive,
  type Space,
} from '../../theme/responsive.ts';
import { Box, type LayoutBoxProps } from '../Box/Box.tsx';

export type InlineAlign = 'left' | 'center' | 'right' | 'spaceBetween';

export interface InlineProps extends LayoutBoxProps {
  /** The space between the children, across and down when they wrap, on the token scale. */
  space: Responsive<Space>;
  /** Where the children sit on a line; `spaceBetween` pushes the first and last to the edges. */
  align?: Responsive<InlineAlign>;
  /** The children's vertical alignment on a line. */
  alignY?: Responsive<AlignY>;
}

/** Children side by side, wrapping onto new lines when the row runs out of room (Braid's Inline). */
export function Inline({ space, align, alignY, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={flexAlign(align)}
      alignItems={flexAlignY(alignY)}
      {...props}
    />
  );
}
