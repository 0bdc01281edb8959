import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, space } from '../../theme/tokens.ts';
import { flexColumn, flexRow } from '../../theme/layout.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.backdrop,
});

export const modal = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.surface,
  display: 'flex',
});

export const dialog = style({
  flex: 1,
  minWidth: 0,
  ...flexColumn(space.sm),
  padding: space.md,
  outline: 'none',
});

export const toolbar = style({
  ...flexRow(space.sm),
  flexWrap: 'wrap',
});
export const title = style({
  margin: 0,
  fontSize: fontSizes.lg,
  fontWeight: fontWeights.heavy,
  marginInlineEnd: 'auto',
});
export const range = style({
  fontSize: fontSizes.md,
  fontWeight: fontWeights.strong,
  minWidth: '180px',
  textAlign: 'center',
});
export const body = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
export const dayLabel = style({ textTransform: 'capitalize' });
