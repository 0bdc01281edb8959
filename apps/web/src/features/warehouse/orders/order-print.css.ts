import { globalStyle, style } from '@vanilla-extract/css';
import { pageFrame, tokens, vars } from '@agendina/ui';

/** The order as the supplier reads it: black on white on paper, boxed on screen. */
// The print rule comes after the kit's box in the style sheet, so on paper it wins.
export const sheet = style([
  pageFrame.box,
  {
    display: 'grid',
    gap: tokens.space.lg,
    padding: tokens.space.xl,
    '@media': {
      print: { padding: 0, border: 'none', background: 'white', color: 'black', fontSize: '10pt' },
    },
  },
]);
export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: tokens.space.lg,
});
export const party = style({ display: 'grid', gap: tokens.space.xs, margin: 0 });
export const partyTitle = style({ margin: 0, fontSize: tokens.fontSizes.md });
export const line = style({ margin: 0 });
// Fixed columns whose texts wrap (an EAN too): on a phone the sheet stays as wide as the screen.
export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });
export const cell = style({
  padding: tokens.space.xs,
  overflowWrap: 'anywhere',
  borderBottom: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  textAlign: 'left',
});
export const amount = style([cell, { textAlign: 'right' }]);
export const total = style({ margin: 0, textAlign: 'right', fontWeight: tokens.fontWeights.heavy });

/** Buttons and links around the sheet never reach the paper. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

// The app's header and navigation are not part of an order on paper. The sheet carries
// data-print-order, so this rule touches no other page's printing.
globalStyle('body:has([data-print-order]) header, body:has([data-print-order]) nav', {
  '@media': { print: { display: 'none' } },
});
