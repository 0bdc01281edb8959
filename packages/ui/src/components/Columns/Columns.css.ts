import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { smallOnly } from '../../theme/tokens.ts';

export const columnsItemWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnsItemWidth = (typeof columnsItemWidths)[number];

// min-width 0: a column may shrink below its content's width (a long word, a table), so the row
// never pushes the page wider than the screen.
export const column = style({ minWidth: 0 });

// A fraction is a flex-basis that shrinks: the gaps come off every column in proportion, so
// columns whose fractions add up to 1 fill the row exactly, whatever the space between them.
export const width = styleVariants({
  fill: { flex: '1 1 0' },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 1 50%' },
  '1/3': { flex: '0 1 33.3333%' },
  '2/3': { flex: '0 1 66.6667%' },
  '1/4': { flex: '0 1 25%' },
  '3/4': { flex: '0 1 75%' },
} satisfies Record<ColumnsItemWidth, object>);

/** Columns that stack one under the other below the breakpoint (collapseBelow="desktop"). */
export const collapsed = style({});
globalStyle(`${collapsed} > ${column}`, { '@media': { [smallOnly]: { flex: 'none' } } });
