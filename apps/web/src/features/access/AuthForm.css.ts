import { globalFontFace, style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

const { name: fallbackName, ...fallbackFace } = tokens.siteFallbackFace;
globalFontFace(fallbackName, fallbackFace);

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: tokens.space.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  // The pages arrive prerendered (decision 0072) and paint before Inter has arrived: in the
  // local fallback sized as Inter, as the public site does (decision 0034), the swap moves no
  // line. Through the theme's variable, so the kit's fields and buttons take it too.
  vars: { [vars.font.body]: tokens.siteFontFamily },
  fontFamily: vars.font.body,
});

export const card = style({
  width: `min(${tokens.contentWidths.card}, 100%)`,
  display: 'grid',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  borderRadius: tokens.radii.lg,
  background: vars.color.surface,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
});

export const form = style({ display: 'grid', gap: tokens.space.lg });

export const failure = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  // describeErrorText puts each detail on its own line.
  whiteSpace: 'pre-line',
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const verification = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.md,
});
