import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { radii, space } from '../../theme/tokens.ts';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: space.xs,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: radii.sm,
  background: 'transparent',
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const empty = style({ padding: space.md, color: vars.color.textMuted });
