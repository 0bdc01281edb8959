import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontWeights, radii, space } from '../../theme/tokens.ts';
import { focusRing } from '../Field/Field.css.ts';

export const phoneLinks = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space.md,
  rowGap: space.xxs,
});

export const link = style({
  color: vars.color.accentStrong,
  fontWeight: fontWeights.strong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: radii.sm,
  outline: 'none',
  // A finger's target on a phone (WCAG 2.5.8): at least 24 px tall.
  display: 'inline-block',
  minHeight: '24px',
  selectors: {
    '&[data-hovered]': { color: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
});
