import { style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css.ts';

/** Amounts line up on the right, digits of equal width, as on a receipt. */
export const moneyInput = style([
  input,
  { maxWidth: '180px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
]);
