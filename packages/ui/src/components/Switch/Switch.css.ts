import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { durations, radii } from '../../theme/tokens.ts';
import { toggleLabel } from '../Field/Field.css.ts';

export const switchRoot = style([toggleLabel]);

export const track = style({
  width: '40px',
  height: '24px',
  borderRadius: radii.full,
  background: vars.color.borderStrong,
  padding: '3px',
  flexShrink: 0,
  transition: `background ${durations.fast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.accent },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const thumb = style({
  display: 'block',
  width: '18px',
  height: '18px',
  borderRadius: radii.full,
  background: vars.color.surface,
  transition: `transform ${durations.fast}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' } },
});
