import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui/theme';

const { space, fontSizes, fontWeights, radii, mediumUp, lineHeights, borderWidths } = tokens;
const line = `${borderWidths.thin} solid ${vars.color.border}`;

export const hero = style({
  display: 'grid',
  gap: space.lg,
  padding: `${space.xl} 0`,
});

export const heroTitle = style({
  margin: 0,
  fontSize: tokens.siteFontSizes.display,
  lineHeight: lineHeights.tight,
  '@media': { [mediumUp]: { fontSize: tokens.siteFontSizes.hero } },
});

export const lead = style({
  margin: 0,
  maxWidth: '62ch',
  fontSize: fontSizes.lg,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
});

const buttonBase = style({
  display: 'inline-block',
  padding: `${space.md} ${space.xl}`,
  borderRadius: radii.md,
  fontWeight: fontWeights.strong,
  textDecoration: 'none',
  border: `${borderWidths.thin} solid ${vars.color.accent}`,
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { '&:hover': { background: vars.color.accentStrong } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.accentStrong,
      selectors: { '&:hover': { background: vars.color.accentSoft } },
    },
  ],
});

export const section = style({
  padding: `${space.xl} 0`,
  display: 'grid',
  gap: space.lg,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: fontSizes.xxl,
  lineHeight: lineHeights.tight,
});

export const grid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediumUp]: { gridTemplateColumns: `repeat(auto-fit, minmax(${tokens.cardMinWidth}, 1fr))` },
  },
});

export const card = style({
  padding: space.lg,
  border: line,
  borderRadius: radii.lg,
  background: vars.color.surfaceRaised,
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
});

export const cardTitle = style({ margin: 0, fontSize: fontSizes.lg });

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const price = style({
  margin: 0,
  fontSize: fontSizes.xxl,
  fontWeight: fontWeights.heavy,
});

export const checkList = style({ margin: 0, paddingLeft: space.xl });

export const prose = style({
  maxWidth: '72ch',
  fontSize: fontSizes.lg,
  lineHeight: '1.65',
});

globalStyle(`${prose} :is(h2, h3)`, { lineHeight: lineHeights.tight, marginTop: space.xxl });
globalStyle(`${prose} a`, { color: vars.color.accentStrong });
globalStyle(`${prose} :is(ul, ol)`, { paddingLeft: space.xl });
globalStyle(`${prose} li + li`, { marginTop: space.xs });
globalStyle(`${prose} blockquote`, {
  margin: `${space.lg} 0`,
  padding: `${space.sm} ${space.lg}`,
  borderLeft: `${space.xs} solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
});
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${prose} :is(th, td)`, {
  border: line,
  padding: space.sm,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const faqList = style({ display: 'grid', gap: space.sm });

export const faqItem = style({
  border: line,
  borderRadius: radii.md,
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.surfaceRaised,
});

export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: fontWeights.strong,
  padding: `${space.sm} 0`,
});

export const faqAnswer = style({ margin: `${space.sm} 0`, color: vars.color.text });

export const figure = style({ margin: 0, display: 'grid', gap: space.sm });

export const screenshot = style({
  width: '100%',
  height: 'auto',
  border: line,
  borderRadius: radii.md,
});

export const caption = style({ fontSize: fontSizes.sm, color: vars.color.textMuted });

export const articleMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
});
