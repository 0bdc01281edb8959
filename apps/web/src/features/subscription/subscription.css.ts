import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const paragraph = style({ margin: 0 });
export const planName = style({ margin: 0, fontSize: tokens.fontSizes.lg });
export const price = style({
  margin: 0,
  fontSize: tokens.fontSizes.xl,
  fontWeight: tokens.fontWeights.heavy,
});
export const saving = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const features = style({ margin: 0, paddingLeft: tokens.sizes.listIndent });
export const planCard = style({
  padding: tokens.space.lg,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.lg,
  background: vars.color.surface,
});
export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

/** The app-wide notice: warning colours, full width under the header, never over the page. */
export const banner = style({
  padding: `${tokens.space.md} ${tokens.space.xl}`,
  borderBottom: `${tokens.borderWidths.thin} solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
});
export const bannerTitle = style({ fontWeight: 600 });
