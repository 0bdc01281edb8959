import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, radii, reducedMotion, space } from '../../theme/tokens.ts';
import { flexColumn } from '../../theme/layout.ts';

export const bar = style({
  ...flexColumn(space.xs),
  minWidth: '200px',
});
export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: fontSizes.sm,
});
export const track = style({
  height: '8px',
  borderRadius: radii.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});
export const fill = style({ height: '100%', background: vars.color.accent });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
});
export const ring = style({
  width: '20px',
  height: '20px',
  borderRadius: radii.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    [reducedMotion]: {
      animation: 'none',
      borderTopColor: vars.color.accent,
      borderRightColor: vars.color.accent,
    },
  },
});
