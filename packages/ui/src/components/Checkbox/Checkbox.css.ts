import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { radii } from '../../theme/tokens.ts';
import { toggleLabel } from '../Field/Field.css.ts';

export const checkbox = style([toggleLabel]);

export const box = style({
  width: '20px',
  height: '20px',
  borderRadius: radii.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
