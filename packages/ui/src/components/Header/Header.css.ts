import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, mediumUp, radii, space } from '../../theme/tokens.ts';
import { spreadRow } from '../../theme/layout.ts';

export const header = style({
  ...spreadRow(space.md),
  flexWrap: 'wrap',
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brand = style({
  fontSize: fontSizes.lg,
  fontWeight: fontWeights.heavy,
  color: vars.color.accent,
  textDecoration: 'none',
  borderRadius: radii.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const toggle = style({ '@media': { [mediumUp]: { display: 'none' } } });

/** The toggle with the count of what is new behind the menu pinned to its corner. */
export const toggleWithCount = style({
  position: 'relative',
  display: 'inline-flex',
  '@media': { [mediumUp]: { display: 'none' } },
});

/** How many new things a link leads to: a small filled pill, beside its label or on the toggle. */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  marginInlineStart: space.xs,
  padding: `0 ${space.xs}`,
  borderRadius: radii.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.heavy,
  lineHeight: '20px',
  letterSpacing: 0,
  selectors: {
    [`${toggleWithCount} > &`]: {
      position: 'absolute',
      insetBlockStart: `-${space.xs}`,
      insetInlineEnd: `-${space.xs}`,
      marginInlineStart: 0,
      pointerEvents: 'none',
    },
  },
});

export const nav = style({
  display: 'none',
  width: '100%',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: space.xs,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [mediumUp]: {
      display: 'flex',
      width: 'auto',
      flexDirection: 'row',
      // The app's sections and the fixed links wrap instead of pushing the page wider.
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: space.sm,
    },
  },
});

export const link = style({
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.md,
  color: vars.color.text,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.strong,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-current]': { color: vars.color.accent, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
