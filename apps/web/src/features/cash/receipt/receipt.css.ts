import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { pageFrame, tokens, vars } from '@agendina/ui';
import './receipt-print.css';

/** The named pages of receipt-print.css. */
const thermalPage = 'scontrino-80mm';
const a4Page = 'scontrino-a4';

/**
 * The thermal 80 mm layout: one narrow monospace column, black on white, no boxes. Physical
 * units (mm, pt) because it is measured on paper, not on a screen. Applied when printing with
 * data-print-format="80mm", and on screen with data-preview="80mm" (stories show it).
 */
const thermal: StyleRule = {
  width: '72mm',
  maxWidth: '72mm',
  padding: 0,
  border: 'none',
  background: 'white',
  color: 'black',
  fontFamily: '"DejaVu Sans Mono", "Courier New", monospace',
  fontSize: '9pt',
  lineHeight: 1.3,
  gap: '2mm',
};

const a4: StyleRule = {
  width: 'auto',
  maxWidth: 'none',
  border: 'none',
  background: 'white',
  color: 'black',
  fontSize: '10pt',
};

// On screen in the page frame's box; the previews and the paper drop it (their selectors weigh
// more than the box's class).
export const receipt = style([
  pageFrame.box,
  {
    display: 'grid',
    gap: tokens.space.md,
    padding: tokens.space.lg,
    selectors: {
      '&[data-preview="80mm"]': { ...thermal, margin: '0 auto', padding: '4mm' },
      '&[data-preview="a4"]': { ...a4, padding: '15mm' },
    },
    '@media': {
      print: {
        selectors: {
          '&[data-print-format="80mm"]': { ...thermal, page: thermalPage },
          '&[data-print-format="a4"]': { ...a4, padding: 0, page: a4Page },
        },
      },
    },
  },
]);

const inThermal = (rule: StyleRule): StyleRule => ({
  selectors: {
    [`${receipt}[data-preview="80mm"] &`]: rule,
  },
  '@media': { print: { selectors: { [`${receipt}[data-print-format="80mm"] &`]: rule } } },
});

export const heading = style({ display: 'grid', gap: tokens.space.xxs, textAlign: 'center' });
export const salonName = style({ margin: 0, fontSize: tokens.fontSizes.lg });
export const smallPrint = style({ margin: 0, fontSize: tokens.fontSizes.sm });
export const title = style({ margin: 0, fontSize: tokens.fontSizes.md });
export const part = style({ display: 'grid', gap: tokens.space.xs, margin: 0 });
export const partTitle = style([
  { margin: 0, fontSize: tokens.fontSizes.sm, textTransform: 'uppercase' },
]);

export const table = style([
  { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' },
  inThermal({ fontSize: '8pt' }),
]);
export const headCell = style({
  padding: `${tokens.space.xxs} ${tokens.space.xs}`,
  textAlign: 'left',
  borderBottom: `${tokens.borderWidths.thin} solid currentColor`,
  fontWeight: tokens.fontWeights.strong,
});
export const cell = style({
  padding: `${tokens.space.xxs} ${tokens.space.xs}`,
  verticalAlign: 'top',
});
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
/**
 * Columns a thermal roll or a phone has no room for (the line's amount stays): the receipt
 * never widens the page past a phone's width.
 */
export const wideOnly = style([
  inThermal({ display: 'none' }),
  { '@media': { [tokens.smallOnly]: { display: 'none' } } },
]);

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${tokens.space.xxs} ${tokens.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const totalTerm = style({ margin: 0 });
export const totalValue = style({ margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });
export const grandTotal = style({ fontWeight: tokens.fontWeights.heavy });
export const list = style({ display: 'grid', gap: tokens.space.xs, margin: 0, padding: 0 });
export const listItem = style({ listStyle: 'none' });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const warning = style({ margin: 0, color: vars.color.warning, fontWeight: 600 });

/** The page around the receipt: buttons and forms never reach the paper. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
export const page = style({
  '@media': { print: { padding: 0, margin: 0, maxWidth: 'none', display: 'block' } },
});

// The app's header and navigation are not part of a receipt on paper. The receipt page marks
// its receipt with data-print-format, so this rule touches no other page's printing.
globalStyle('body:has([data-print-format]) header, body:has([data-print-format]) nav', {
  '@media': { print: { display: 'none' } },
});
