import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';

export const scroller = style({ maxWidth: '100%', overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: fontSizes.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const column = style({
  textAlign: 'start',
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surfaceSunken,
  fontWeight: fontWeights.strong,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceRaised },
    '&[data-selected]': { background: vars.color.accentSoft },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/**
 * A cell whose content is buttons. React Aria makes the cell that holds the focused button the
 * grid's tab stop (tabindex 0), so axe's target-size (WCAG 2.5.8) measures the cell as a target
 * of its own: the part its buttons leave free must be 24 px across. On a phone the buttons stack
 * and the cell is little wider than the widest of them, so its end padding keeps that strip.
 */
export const actionsCell = style([cell, { paddingInlineEnd: space.xl }]);

export const sortIcon = style({ marginInlineStart: space.xs, color: vars.color.textMuted });
export const empty = style({ padding: space.lg, color: vars.color.textMuted, textAlign: 'center' });
