import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const sectionTitle = style({ margin: 0, fontSize: tokens.fontSizes.lg });
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
