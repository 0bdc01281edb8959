import { globalStyle } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui/theme';

// The home page's notice (client.ts inserts it: a refused invitation says why).
globalStyle('.avviso-home', {
  margin: `0 0 ${tokens.space.lg}`,
  padding: tokens.space.md,
  borderRadius: tokens.radii.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: tokens.fontWeights.strong,
});
