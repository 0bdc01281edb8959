import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, shadows, space } from '../../theme/tokens.ts';
import { focusRing } from '../Field/Field.css.ts';

const interactive = style({
  display: 'flex',
  gap: space.md,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  boxShadow: shadows.raised,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
  },
});

export const shortcut = style([interactive, { flexDirection: 'column', minHeight: '120px' }]);
export const wide = style([
  interactive,
  { alignItems: 'center', justifyContent: 'space-between', minHeight: '88px' },
]);

/** The wide card's icon beside its title, as on the shortcut cards. */
export const lead = style({ display: 'flex', alignItems: 'center', gap: space.md });

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  width: '40px',
  height: '40px',
  borderRadius: radii.md,
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const title = style({ fontSize: fontSizes.md, fontWeight: fontWeights.heavy, margin: 0 });
export const description = style({
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  margin: 0,
});
export const count = style({
  fontSize: fontSizes.xxl,
  fontWeight: fontWeights.heavy,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const grid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});
