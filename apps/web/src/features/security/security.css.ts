import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const sectionTitle = style({ margin: 0, fontSize: tokens.fontSizes.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${tokens.space.xs} ${tokens.space.lg}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600 });
export const warning = style({
  margin: 0,
  padding: tokens.space.md,
  borderRadius: tokens.radii.md,
  border: `${tokens.borderWidths.thin} solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontWeight: 600,
});
export const failure = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const form = style({ display: 'grid', gap: tokens.space.md });
