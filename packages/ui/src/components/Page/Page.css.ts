import { style } from '@vanilla-extract/css';
import * as tokens from '../../theme/tokens.ts';
import { vars } from '../../theme/theme.css.ts';

/** The page frame of every screen of the app: Page's <main>. */
// minmax(0, 1fr): a grid's automatic column grows to its widest child (a long e-mail, a table)
// and pushes the page past a phone's width; this one stays as wide as the screen.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: tokens.space.xl,
  maxWidth: tokens.contentWidths.page,
  margin: '0 auto',
  padding: tokens.space.xl,
});
export const title = style({ margin: 0, fontSize: tokens.fontSizes.xxl });
/** A raised box with a border: a section, and a screen's own sheets (a receipt, an order). */
export const box = style({
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.lg,
  background: vars.color.surfaceRaised,
});
export const section = style([
  box,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.space.md,
    padding: tokens.space.lg,
  },
]);
/** One headline figure (a total, a statistic): its name and value in a small card. */
export const figure = style({
  display: 'grid',
  gap: tokens.space.xs,
  padding: tokens.space.md,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
  background: vars.color.surface,
});
export const sectionTitle = style({ margin: 0, fontSize: tokens.fontSizes.lg });
export const form = style({ display: 'grid', gap: tokens.space.md });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const failure = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const list = style({
  display: 'grid',
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.sm,
  padding: tokens.space.sm,
  borderBottom: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
});
export const grow = style({ flex: '1 1 auto' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${tokens.space.xs} ${tokens.space.lg}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const swatch = style({
  display: 'inline-block',
  width: tokens.sizes.swatch,
  height: tokens.sizes.swatch,
  borderRadius: tokens.radii.full,
  border: `${tokens.borderWidths.thin} solid ${vars.color.borderStrong}`,
  flex: 'none',
});
