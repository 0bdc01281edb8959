import { style } from '@vanilla-extract/css';
import { flexColumn, tokens, vars } from '@agendina/ui';

export const panel = style({
  paddingTop: tokens.space.md,
  ...flexColumn(tokens.space.md),
});

export const block = style({
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
  padding: tokens.space.md,
  ...flexColumn(tokens.space.sm),
});

export const blockHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: tokens.space.sm,
  margin: 0,
  fontSize: '1rem',
});

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875rem' });

export const error = style({ color: vars.color.danger, margin: 0 });

export const sectionTitle = style({ fontSize: '1rem', margin: `0 0 ${tokens.space.sm}` });

export const detailsList = style({ margin: 0, paddingLeft: tokens.sizes.listIndent });

export const closeRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${tokens.space.sm})`,
});

/** The refusal of step 3: set apart from the summary by a warning border. */
export const refusal = style({
  border: `${tokens.borderWidths.thin} solid ${vars.color.danger}`,
  borderRadius: tokens.radii.md,
  padding: tokens.space.md,
});
