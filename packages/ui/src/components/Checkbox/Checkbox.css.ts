import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, radii, space } from '../../theme/tokens.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSizes.sm,
  color: vars.color.text,
  cursor: 'pointer',
  minHeight: '32px',
  selectors: { '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

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
