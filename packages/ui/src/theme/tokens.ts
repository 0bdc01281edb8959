// Plain typed token data (DESIGN.md §9): primitives first, semantic aliases in the theme.
export const palette = {
  ink: '#1c1b22',
  inkMuted: '#4a4853',
  paper: '#ffffff',
  paperSunken: '#f5f4f7',
  paperRaised: '#fbfaff',
  line: '#d4d2da',
  lineStrong: '#8a8794',
  brand: '#6b2fb3',
  brandStrong: '#53238c',
  brandSoft: '#f1eafb',
  onBrand: '#ffffff',
  danger: '#b3261e',
  dangerSoft: '#fdecea',
  warning: '#8a5300',
  warningSoft: '#fff4e0',
  info: '#0b5cad',
  infoSoft: '#e7f1fc',
  success: '#1e6b34',
  successSoft: '#e6f4ea',
  focus: '#1a56db',
  overtime: '#ebe9ef',
  overtimeStripe: '#dcd9e2',
  nowLine: '#c0261c',
  backdrop: 'rgba(28, 27, 34, 0.55)',
  black: '#000000',
  white: '#ffffff',
} as const;

/** Default operator colour when none is set (SPEC.md §3: "default grey"). */
export const defaultOperatorColor = '#9E9E9E';

/** Colour codes offered to operators; any hex is accepted and made readable by readableTextOn. */
export const operatorColors = [
  '#E57373',
  '#F06292',
  '#BA68C8',
  '#7986CB',
  '#4FC3F7',
  '#4DB6AC',
  '#81C784',
  '#FFD54F',
  '#FF8A65',
  '#A1887F',
  '#1565C0',
  '#2E7D32',
  '#6A1B9A',
  '#000000',
  '#FFFFFF',
  defaultOperatorColor,
] as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;
export const radii = { sm: '4px', md: '8px', lg: '12px', full: '999px' } as const;
export const borderWidths = { thin: '1px' } as const;
/** Widths of content: a narrow card (sign-in, small dialog), a page, a wide page (the dashboard). */
export const contentWidths = { card: '420px', page: '1100px', wide: '1440px' } as const;
/** The least width of a column that wraps when the row runs out of room (Tiles' minColumnWidth). */
export const columnWidths = { xs: '180px', sm: '200px', md: '220px', lg: '280px' } as const;
/** Small fixed sizes: a colour swatch, the indent of a bulleted list. */
export const sizes = { swatch: '14px', listIndent: '20px' } as const;
export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '22px',
  xxl: '28px',
} as const;
export const fontWeights = { regular: '400', medium: '500', strong: '600', heavy: '700' } as const;
export const lineHeights = { tight: '1.2', normal: '1.45' } as const;
export const shadows = {
  raised: '0 1px 2px rgba(28, 27, 34, 0.08), 0 1px 4px rgba(28, 27, 34, 0.06)',
  overlay: '0 12px 32px rgba(28, 27, 34, 0.24)',
} as const;
export const durations = { fast: '120ms', normal: '200ms' } as const;

/** The small-screen breakpoint of SPEC.md §2: below 768 px the week view is forced to day. */
export const breakpointPx = 768;
export const smallScreenMaxWidth = breakpointPx - 1;
export const mediumUp = `screen and (min-width: ${breakpointPx}px)`;
export const smallOnly = `screen and (max-width: ${smallScreenMaxWidth}px)`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The bundled web font (@fontsource-variable/inter), so screenshots do not depend on the machine. */
export const fontFamily = '"Inter Variable", "Inter", system-ui, sans-serif';

/** The public site's headline sizes (its h1 on phones, then from mediumUp). */
export const siteFontSizes = { display: '32px', hero: '44px' } as const;
/** The focus ring of plain HTML controls (the public site), as the kit's Button draws it. */
export const focusRing = { width: '3px', offset: '2px' } as const;
/** A card grid's narrowest column before it wraps. */
export const cardMinWidth = '240px';
/**
 * The public site's font: the theme's Inter, and until it arrives a local Arial scaled to
 * Inter's metrics (siteFallbackFace), so the swap moves no line (decision 0034).
 */
export const siteFontFamily = '"Inter Variable", "Inter", "Inter Fallback", sans-serif';
/** Arial (or its metric twin Liberation Sans) sized as Inter: next/font's published overrides. */
export const siteFallbackFace = {
  name: 'Inter Fallback',
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
} as const;
