import { style } from '@vanilla-extract/css';
import { tokens } from '@agendina/ui/theme';

/**
 * The policy's tables on a phone: a 390 px screen leaves each of three columns about 110 px,
 * narrower than words like «sub-responsabili» at the text's size; a smaller size and breaking
 * a long word only when it cannot fit keep the page from growing wider than the screen
 * (WCAG 1.4.10, reflow).
 */
export const table = style({
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  fontSize: tokens.fontSizes.md,
});
