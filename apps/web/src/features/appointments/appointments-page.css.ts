import { style } from '@vanilla-extract/css';
import { flexColumn, tokens, vars } from '@agendina/ui';

export const page = style({
  maxWidth: tokens.contentWidths.page,
  margin: '0 auto',
  padding: `${tokens.space.xl} ${tokens.space.lg}`,
  ...flexColumn(tokens.space.xl),
});

export const sectionTitle = style({ fontSize: '1.125rem', margin: 0 });

export const recent = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  ...flexColumn(tokens.space.sm),
});

export const recentItem = style({
  display: 'flex',
  gap: tokens.space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
