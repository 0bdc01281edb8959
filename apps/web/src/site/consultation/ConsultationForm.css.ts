import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui/theme';
import { accentSubmit, dangerNotice } from '../style-fragments.ts';

const { space, fontSizes, fontWeights, radii, borderWidths, lineHeights, mediumUp } = tokens;

export const form = style({
  display: 'grid',
  gap: space.lg,
  maxWidth: '40rem',
  '@media': { [mediumUp]: { gridTemplateColumns: '1fr 1fr', columnGap: space.xl } },
});

/** A field that takes the whole row (message, consent, outcome, button). */
export const wide = style({ '@media': { [mediumUp]: { gridColumn: '1 / -1' } } });

export const field = style({ display: 'grid', gap: space.xs, alignContent: 'start' });

export const label = style({ fontWeight: fontWeights.strong });

export const optional = style({ fontWeight: fontWeights.regular, color: vars.color.textMuted });

export const control = style({
  font: 'inherit',
  fontSize: fontSizes.md,
  color: vars.color.text,
  background: vars.color.surface,
  padding: `${space.sm} ${space.md}`,
  border: `${borderWidths.thin} solid ${vars.color.borderStrong}`,
  borderRadius: radii.md,
  width: '100%',
  boxSizing: 'border-box',
  // The focus ring is the site layout's, the same on every control of the public pages.
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const textarea = style([control, { minHeight: '8rem', resize: 'vertical' }]);

export const consent = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: space.sm,
  alignItems: 'start',
  lineHeight: lineHeights.normal,
});

export const checkbox = style({
  width: '1.25rem',
  height: '1.25rem',
  margin: `${space.xxs} 0 0`,
  accentColor: vars.color.accent,
});

globalStyle(`${consent} a`, { color: vars.color.accentStrong });

/** An empty slot takes no room; a message shows in the danger colour. */
export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: fontSizes.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const outcome = style({
  ...dangerNotice,
  selectors: { '&:empty': { display: 'none' } },
});

export const submit = style({
  ...accentSubmit,
  padding: `${space.md} ${space.xl}`,
  selectors: {
    '&:hover': { background: vars.color.accentStrong },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});

/**
 * The honeypot's box: out of sight and out of the layout, but still in the form, so a bot that
 * fills every input fills it too (display: none would be skipped by the smarter ones).
 */
export const honeypot = style({
  position: 'absolute',
  insetInlineStart: '-100vw',
  width: 0,
  height: 0,
  overflow: 'hidden',
});

export const thanks = style({
  display: 'grid',
  gap: space.sm,
  padding: space.xl,
  borderRadius: radii.lg,
  background: vars.color.successSoft,
  color: vars.color.text,
});

globalStyle(`${thanks} h2`, { margin: 0, fontSize: fontSizes.xl });
globalStyle(`${thanks} p`, { margin: 0 });
