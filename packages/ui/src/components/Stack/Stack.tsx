import { flexAlign, type Responsive, type Space } from '../../theme/responsive.ts';
import { Box, type LayoutBoxProps } from '../Box/Box.tsx';

export type StackAlign = 'left' | 'center' | 'right' | 'stretch';

export interface StackProps extends LayoutBoxProps {
  /** The space between the children, on the token scale. */
  space: Responsive<Space>;
  /** The children's horizontal alignment; they stretch to the full width by default. */
  align?: Responsive<StackAlign>;
}

/** Children one under the other with the same space between them (Braid's Stack). */
export function Stack({ space, align, ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={flexAlign(align)}
      {...props}
    />
  );
}
