// Plain typed token data (DESIGN.md §9): primitives first, semantic aliases in the theme.
export const palette = {
  ink: '#1c1b22',
  inkMuted: '#4a4853',
  paper: '#ffffff',
  paperSunken: '#f5f4f7',
  line: '#d4d2da',
  brand: '#6b2fb3',
  brandStrong: '#53238c',
  onBrand: '#ffffff',
  danger: '#b3261e',
  warning: '#8a5300',
  info: '#0b5cad',
  success: '#1e6b34',
  focus: '#1a56db',
} as const;

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
export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '22px',
  xxl: '28px',
} as const;

/** The small-screen breakpoint of SPEC.md §2: below it the week view is forced to day. */
export const smallScreenMaxWidth = 767;
export const mediumUp = `screen and (min-width: ${smallScreenMaxWidth + 1}px)`;
