import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

/** The raw JSON of a request or a response: monospaced, in its own scrolling box. */
export const raw = style({
  margin: 0,
  maxHeight: '20rem',
  overflow: 'auto',
  padding: tokens.space.md,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: tokens.fontSizes.sm,
  whiteSpace: 'pre',
});

export const callTitle = style({ margin: 0, fontSize: tokens.fontSizes.md });
