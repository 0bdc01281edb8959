import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, radii, shadows, space } from '../../theme/tokens.ts';

export const tooltip = style({
  maxWidth: '280px',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.md,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: fontSizes.sm,
  boxShadow: shadows.overlay,
  whiteSpace: 'pre-line',
});
