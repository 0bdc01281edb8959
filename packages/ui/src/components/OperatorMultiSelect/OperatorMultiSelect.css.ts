import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { radii } from '../../theme/tokens.ts';

export const root = style({ maxWidth: '320px' });

export const dot = style({
  width: '12px',
  height: '12px',
  borderRadius: radii.full,
  flexShrink: 0,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const box = style({
  width: '18px',
  height: '18px',
  borderRadius: radii.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: vars.color.onAccent,
  selectors: {
    '[data-selected] > &': { background: vars.color.accent, borderColor: vars.color.accent },
  },
});
