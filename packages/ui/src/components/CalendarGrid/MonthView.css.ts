import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';
import { flexColumn } from '../../theme/layout.ts';

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  overflow: 'hidden',
});
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' });
export const header = style({
  padding: space.xs,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.strong,
  textAlign: 'center',
  background: vars.color.surfaceSunken,
  textTransform: 'capitalize',
});
export const cell = style({
  minHeight: '72px',
  padding: space.xs,
  ...flexColumn(space.xxs),
  borderTop: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  outline: 'none',
  fontSize: fontSizes.sm,
  selectors: {
    '&[data-outside]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    '&:hover': { background: vars.color.accentSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});
export const dayNumber = style({
  fontWeight: fontWeights.strong,
  selectors: {
    '[aria-current="date"] > &': {
      color: vars.color.onAccent,
      background: vars.color.accent,
      borderRadius: radii.full,
      padding: '0 6px',
      alignSelf: 'flex-start',
    },
  },
});
export const count = style({ fontSize: fontSizes.xs, color: vars.color.textMuted });
export const dots = style({ display: 'flex', gap: '3px', flexWrap: 'wrap' });
export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: radii.full,
  border: '1px solid rgba(0,0,0,.35)',
});
