import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const list = style({
  display: 'grid',
  gap: tokens.space.xs,
  padding: 0,
  margin: 0,
  outline: 'none',
});
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.accent },
  },
});
export const dropIndicator = style({
  height: '2px',
  selectors: { '&[data-drop-target]': { background: vars.color.accent } },
});
export const handle = style({
  cursor: 'grab',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: tokens.fontSizes.lg,
  padding: tokens.space.xs,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
export const name = style({ flex: '1 1 12rem', fontWeight: 600 });
export const up = style({ transform: 'rotate(180deg)' });
