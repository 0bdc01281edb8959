import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

// The kit has no disclosure yet: the FAQ's accordion is styled here (reported to the kit).
export const faq = style({ display: 'grid', gap: tokens.space.sm });
export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radii.md,
  background: vars.color.surface,
});
export const question = style({ margin: 0, fontSize: tokens.fontSizes.md });
export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.md,
  padding: tokens.space.md,
  border: 'none',
  borderRadius: tokens.radii.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: tokens.fontWeights.strong,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const chevron = style({
  flex: 'none',
  transition: `transform ${tokens.durations.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});
export const panel = style({
  display: 'grid',
  gap: tokens.space.sm,
  padding: `0 ${tokens.space.md} ${tokens.space.md}`,
  color: vars.color.text,
  lineHeight: tokens.lineHeights.normal,
});
export const paragraph = style({ margin: 0 });
export const ticketHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.sm,
});
export const ticketTitle = style({ margin: 0, fontSize: tokens.fontSizes.md });
export const ticketMessage = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
