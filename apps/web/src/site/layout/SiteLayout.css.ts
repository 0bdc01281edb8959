import { globalFontFace, globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui/theme';
import { outlinedLink, wrappingRow } from '../style-fragments.ts';

const { space, fontSizes, fontWeights, mediumUp, borderWidths, focusRing } = tokens;
const line = `${borderWidths.thin} solid ${vars.color.border}`;

const { name: fallbackName, ...fallbackFace } = tokens.siteFallbackFace;
globalFontFace(fallbackName, fallbackFace);

export const page = style({
  // The theme's Inter (swap, so text paints at once in the local fallback, which is sized as
  // Inter so the swap moves nothing: no LCP wait, no CLS; decision 0034).
  fontFamily: tokens.siteFontFamily,
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  left: space.sm,
  top: space.sm,
  transform: 'translateY(-200%)',
  padding: space.sm,
  background: vars.color.surface,
  color: vars.color.accentStrong,
  zIndex: 10,
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  borderBottom: line,
  background: vars.color.surface,
});

export const bar = style({
  maxWidth: tokens.contentWidths.page,
  margin: '0 auto',
  padding: `${space.md} ${space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  justifyContent: 'space-between',
});

export const brand = style({
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.heavy,
  color: vars.color.accent,
  textDecoration: 'none',
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  alignItems: 'center',
  order: 3,
  width: '100%',
  '@media': { [mediumUp]: { order: 0, width: 'auto' } },
});

export const navLink = style({
  color: vars.color.text,
  fontWeight: fontWeights.medium,
  textDecoration: 'none',
  padding: `${space.xs} 0`,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.accentStrong, textDecoration: 'underline' },
  },
});

export const login = style({
  padding: `${space.sm} ${space.lg}`,
  ...outlinedLink,
  selectors: { '&:hover': { background: vars.color.accentSoft } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: tokens.contentWidths.page,
  margin: '0 auto',
  padding: `${space.xl} ${space.lg}`,
});

export const footer = style({
  borderTop: line,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
});

export const footerInner = style([bar, { alignItems: 'flex-start' }]);

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.xs} ${space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${footer} a`, { color: vars.color.text });

// The focus ring of every link and control of the site: visible, never the browser's default
// alone (WCAG 2.4.7, 2.4.13).
globalStyle(`${page} :is(a, button, input, select, textarea, summary):focus-visible`, {
  outline: `${focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: focusRing.offset,
});

export const breadcrumbs = style({
  maxWidth: tokens.contentWidths.page,
  width: '100%',
  margin: '0 auto',
  padding: `${space.md} ${space.lg} 0`,
  fontSize: fontSizes.sm,
});

export const breadcrumbList = style(wrappingRow);

globalStyle(`${breadcrumbList} li + li::before`, {
  content: '"›"',
  marginRight: space.xs,
  color: vars.color.textMuted,
});

globalStyle(`${breadcrumbList} a`, { color: vars.color.accentStrong });
