import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const content = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${tokens.space.xxs} ${tokens.space.md}`,
});
export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.sm,
  fontWeight: tokens.fontWeights.strong,
  minWidth: 0,
});
export const phone = style({ color: vars.color.textMuted, fontWeight: tokens.fontWeights.regular });
export const time = style({ color: vars.color.textMuted, fontSize: tokens.fontSizes.sm });
export const preview = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const empty = style({ padding: tokens.space.lg, color: vars.color.textMuted });
