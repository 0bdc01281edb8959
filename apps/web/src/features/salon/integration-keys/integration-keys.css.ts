import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const warning = style({ margin: 0, color: vars.color.warning, fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted });
/** The secret in full, wrapping anywhere so a phone shows all of it. */
export const secret = style({
  display: 'block',
  padding: tokens.space.sm,
  borderRadius: tokens.radii.md,
  background: vars.color.surfaceSunken,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
});
export const prefix = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
});
