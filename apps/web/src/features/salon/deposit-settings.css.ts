import { style } from '@vanilla-extract/css';
import { flexColumn, tokens, vars } from '@agendina/ui';

/** One box per bookable service: its kind of deposit, then its amount under it. */
export const rules = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  ...flexColumn(tokens.space.sm),
});

export const rule = style({
  ...flexColumn(tokens.space.sm),
  padding: tokens.space.md,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
});

/** The policy as the clients read it, set apart from the fields. */
export const preview = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radii.md,
  background: vars.color.surfaceSunken,
});

export const previewLabel = style({ fontWeight: tokens.fontWeights.strong });
