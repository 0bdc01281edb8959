import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const page = style({
  display: 'grid',
  // Never wider than the screen: a wide child scrolls in its own box (see the kit's Page.css.ts).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.xl,
  padding: tokens.space.xl,
  maxWidth: tokens.contentWidths.wide,
  margin: '0 auto',
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [tokens.smallOnly]: { padding: tokens.space.md },
  },
});

export const title = style({ margin: 0, fontSize: tokens.fontSizes.xxl });

export const shortcuts = style({
  display: 'grid',
  gap: tokens.space.lg,
  gridTemplateColumns: 'repeat(var(--shortcut-columns, 3), minmax(0, 1fr))',
  '@media': {
    [tokens.smallOnly]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const wideCards = style({
  display: 'grid',
  gap: tokens.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(${tokens.columnWidths.lg}, 1fr))`,
});

export const calendarCard = style({
  display: 'grid',
  // As for the page: the day grid scrolls in its own box instead of widening the card (at 390 px
  // the toolbar and the page went 117 px past the screen).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.md,
  padding: tokens.space.lg,
  borderRadius: tokens.radii.lg,
  background: vars.color.surface,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  minWidth: 0,
});

export const dateLabel = style({
  margin: 0,
  fontSize: tokens.fontSizes.lg,
  fontWeight: 600,
  textTransform: 'capitalize',
});
