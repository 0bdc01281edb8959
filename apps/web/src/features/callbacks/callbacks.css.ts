import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const page = style({
  display: 'grid',
  // Never wider than the screen: a wide child scrolls in its own box (see the kit's Page.css.ts).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  maxWidth: tokens.contentWidths.page,
  margin: '0 auto',
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: tokens.space.md,
});
export const item = style({
  display: 'grid',
  gap: tokens.space.xs,
  padding: tokens.space.lg,
  borderRadius: tokens.radii.lg,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const conversation = style({
  display: 'grid',
  gap: tokens.space.lg,
  gridTemplateColumns: `minmax(0, 2fr) minmax(${tokens.columnWidths.md}, 1fr)`,
  '@media': {
    [tokens.smallOnly]: { gridTemplateColumns: '1fr' },
  },
});
export const thread = style({
  display: 'grid',
  gap: tokens.space.md,
  alignContent: 'start',
  minWidth: 0,
});
