import { styleVariants } from '@vanilla-extract/css';
import { columnWidths } from '../../theme/tokens.ts';

/** As many columns as fit, each at least this wide (auto-fit), sharing what is left. */
export const minColumnWidth = styleVariants(columnWidths, (least) => ({
  gridTemplateColumns: `repeat(auto-fit, minmax(${least}, 1fr))`,
}));
