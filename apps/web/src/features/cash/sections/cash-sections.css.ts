import { style } from '@vanilla-extract/css';
import { focusRing, tokens, vars } from '@agendina/ui';

export const nav = style({
  maxWidth: tokens.contentWidths.page,
  margin: '0 auto',
  padding: `${tokens.space.md} ${tokens.space.xl} 0`,
  // The receipt prints alone: its page hides the app's navigation, this one included.
  '@media': { print: { display: 'none' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
});

export const link = style({
  display: 'inline-block',
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  color: vars.color.text,
  fontWeight: tokens.fontWeights.strong,
  textDecoration: 'none',
  borderRadius: tokens.radii.md,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // As the header's current section: the accent colour and an underline, not colour alone.
    '&[aria-current="page"]': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
