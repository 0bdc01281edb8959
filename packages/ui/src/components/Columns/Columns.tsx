import type { ReactNode } from 'react';
import { joinClassNames } from '../../foundations/join-class-names.ts';
import { flexAlignY, type AlignY, type Responsive, type Space } from '../../theme/responsive.ts';
import { Box, type LayoutBoxProps } from '../Box/Box.tsx';
import * as styles from './Columns.css.ts';

export interface ColumnsProps extends LayoutBoxProps {
  /** The space between the columns (and between the rows once collapsed), on the token scale. */
  space: Responsive<Space>;
  /** 'desktop': below the breakpoint the columns stack one under the other, in source order. */
  collapseBelow?: 'desktop';
  /** The columns' vertical alignment while side by side. */
  alignY?: Responsive<AlignY>;
  /** ColumnsItem elements. */
  children: ReactNode;
}

/**
 * A row of columns that never wrap (Braid's Columns): each ColumnsItem fills the room left, takes
 * its content's width, or a fraction of the row.
 */
export function Columns({ space, collapseBelow, alignY, className, ...props }: ColumnsProps) {
  // Collapsed, the columns are full-width rows: a vertical alignment only means something from
  // the breakpoint up.
  const sideBySideAlignY =
    collapseBelow && alignY !== undefined
      ? { desktop: typeof alignY === 'object' ? alignY.desktop : alignY }
      : alignY;
  return (
    <Box
      display="flex"
      flexDirection={collapseBelow ? { mobile: 'column', desktop: 'row' } : 'row'}
      gap={space}
      alignItems={flexAlignY(sideBySideAlignY)}
      className={joinClassNames(collapseBelow && styles.collapsed, className)}
      {...props}
    />
  );
}

export interface ColumnsItemProps extends LayoutBoxProps {
  /** 'fill' (the default) shares the room left; 'content' is as wide as its content. */
  width?: styles.ColumnsItemWidth;
}

/**
 * One column of Columns (Braid's Column; named ColumnsItem because Column is the Table's).
 */
export function ColumnsItem({ width = 'fill', className, ...props }: ColumnsItemProps) {
  return (
    <Box className={joinClassNames(styles.column, styles.width[width], className)} {...props} />
  );
}
