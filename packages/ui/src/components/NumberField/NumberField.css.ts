import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { radii } from '../../theme/tokens.ts';
import { input } from '../Field/Field.css.ts';

export const group = style([
  input,
  { display: 'flex', alignItems: 'stretch', padding: 0, overflow: 'hidden', maxWidth: '220px' },
]);

export const numberInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  font: 'inherit',
  color: vars.color.text,
  padding: '0 12px',
  outline: 'none',
});

export const stepper = style({
  width: '40px',
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  borderRadius: radii.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
