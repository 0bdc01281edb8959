import { joinClassNames } from '../../foundations/join-class-names.ts';
import type { columnWidths } from '../../theme/tokens.ts';
import { flexAlignY, type AlignY, type Responsive, type Space } from '../../theme/responsive.ts';
import { Box, type LayoutBoxProps } from '../Box/Box.tsx';
import * as styles from './Tiles.css.ts';

export const tileColumns = [1, 2, 3, 4, 5, 6] as const;
export type TileColumns = (typeof tileColumns)[number];

interface TilesBaseProps extends LayoutBoxProps {
  /** The space between the tiles, across and down, on the token scale. */
  space: Responsive<Space>;
  /** The tiles' vertical alignment in their row. */
  alignY?: Responsive<AlignY>;
}

export type TilesProps = TilesBaseProps &
  (
    | {
        /** A fixed number of equal columns, per width. */ columns: Responsive<TileColumns>;
        minColumnWidth?: never;
      }
    | {
        /** As many columns as fit, each at least this wide (tokens.columnWidths). */
        minColumnWidth: keyof typeof columnWidths;
        columns?: never;
      }
  );

/** A grid of equal tiles (Braid's Tiles): a fixed number of columns, or as many as fit. */
export function Tiles({ space, alignY, columns, minColumnWidth, className, ...props }: TilesProps) {
  return (
    <Box
      display="grid"
      gap={space}
      gridTemplateColumns={columns}
      alignItems={flexAlignY(alignY)}
      className={joinClassNames(minColumnWidth && styles.minColumnWidth[minColumnWidth], className)}
      {...props}
    />
  );
}
