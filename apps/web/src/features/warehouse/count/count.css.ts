import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

/** The counted quantity, typed on a phone in the stock room: large enough for a thumb. */
export const bigQuantity = style({});
globalStyle(`${bigQuantity} input`, {
  fontSize: tokens.fontSizes.xxl,
  fontWeight: tokens.fontWeights.heavy,
});

export const productName = style({ margin: 0, fontWeight: tokens.fontWeights.strong });

export const difference = style({ fontWeight: tokens.fontWeights.strong });

export const differenceOff = style({
  fontWeight: tokens.fontWeights.strong,
  color: vars.color.danger,
});
