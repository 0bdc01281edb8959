import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing, toggleLabel } from '../Field/Field.css.ts';

export const radio = style([toggleLabel]);

export const circle = style({
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  flexShrink: 0,
  transition: 'border-width 120ms',
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: '6px',
    },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.border,
      background: vars.color.surfaceSunken,
    },
  },
});
