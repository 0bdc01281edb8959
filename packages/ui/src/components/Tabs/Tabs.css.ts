import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const tabList = style({
  display: 'inline-flex',
  gap: space.xxs,
  padding: space.xxs,
  background: vars.color.surfaceSunken,
  borderRadius: radii.md,
  alignSelf: 'flex-start',
});

export const tab = style({
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radii.sm,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: fontWeights.strong,
      boxShadow: '0 1px 2px rgba(0,0,0,.12)',
    },
    '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const panel = style({
  outline: 'none',
  selectors: {
    // A panel kept mounted while another tab is selected (React Aria makes it inert) is not shown.
    '&[data-inert]': { display: 'none' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
