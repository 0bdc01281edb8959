import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, shadows, space } from '../../theme/tokens.ts';
import { flexColumn } from '../../theme/layout.ts';

export const dialogTypes = ['error', 'warning', 'info', 'success'] as const;
export type DialogType = (typeof dialogTypes)[number];

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.backdrop,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
});

export const modal = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: radii.lg,
    boxShadow: shadows.overlay,
    maxHeight: '100%',
    overflow: 'auto',
    width: '100%',
  },
  variants: {
    size: { sm: { maxWidth: '420px' }, md: { maxWidth: '560px' }, lg: { maxWidth: '880px' } },
  },
  defaultVariants: { size: 'sm' },
});

export const dialog = style({
  padding: space.xl,
  outline: 'none',
  ...flexColumn(space.md),
});

export const header = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const title = style({ margin: 0, fontSize: fontSizes.lg, fontWeight: fontWeights.heavy });

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    type: {
      error: { color: vars.color.danger },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
      success: { color: vars.color.success },
    },
  },
});

export const body = style({
  margin: 0,
  fontSize: fontSizes.md,
  color: vars.color.text,
  whiteSpace: 'pre-line',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: space.sm,
  marginTop: space.sm,
});
