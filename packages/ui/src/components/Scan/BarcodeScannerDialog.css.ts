import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, radii } from '../../theme/tokens.ts';

/** The camera picture: the width of the dialog, a landscape frame like a barcode. */
export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.text,
  borderRadius: radii.md,
});

export const status = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.textMuted });

export const failure = style({ margin: 0, fontSize: fontSizes.sm, color: vars.color.danger });
