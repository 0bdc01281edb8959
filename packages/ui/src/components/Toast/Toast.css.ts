import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { toneColors } from '../../theme/tones.ts';
import { fontSizes, fontWeights, radii, shadows, space } from '../../theme/tokens.ts';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

export const region = style({
  position: 'fixed',
  insetBlockEnd: space.lg,
  insetInlineEnd: space.lg,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space.sm,
  zIndex: 1000,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: space.md,
    minWidth: '280px',
    maxWidth: '400px',
    padding: space.md,
    borderRadius: radii.md,
    boxShadow: shadows.overlay,
    border: '1px solid currentColor',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      success: toneColors.success,
      error: toneColors.danger,
      info: toneColors.info,
    },
  },
});

// Whole-pixel lines: the region sits on the viewport's bottom edge, so a toast's height places
// its top; at 1.45 × 14 px (20.3 px a line) the top fell between pixels and Chromium rasterised
// the fixed layer a pixel apart from one frame to the next.
export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  lineHeight: '20px',
});
export const title = style({ fontWeight: fontWeights.strong, fontSize: fontSizes.sm });
export const description = style({ fontSize: fontSizes.sm, color: vars.color.text });
