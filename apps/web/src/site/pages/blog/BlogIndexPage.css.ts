import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui/theme';

const { space, fontSizes, lineHeights } = tokens;

export const list = style({
  display: 'grid',
  gap: space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const post = style({ display: 'grid', gap: space.sm, maxWidth: '72ch' });

export const postTitle = style({
  margin: 0,
  fontSize: fontSizes.xl,
  lineHeight: lineHeights.tight,
});

export const postLink = style({ color: vars.color.accentStrong });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const summary = style({ margin: 0 });
