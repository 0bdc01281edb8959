import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { palette } from './tokens.ts';

export const vars = createThemeContract({
  color: {
    text: null,
    textMuted: null,
    surface: null,
    surfaceSunken: null,
    border: null,
    accent: null,
    accentStrong: null,
    onAccent: null,
    danger: null,
    warning: null,
    info: null,
    success: null,
    focus: null,
  },
  font: { body: null },
});

export const lightTheme = createTheme(vars, {
  color: {
    text: palette.ink,
    textMuted: palette.inkMuted,
    surface: palette.paper,
    surfaceSunken: palette.paperSunken,
    border: palette.line,
    accent: palette.brand,
    accentStrong: palette.brandStrong,
    onAccent: palette.onBrand,
    danger: palette.danger,
    warning: palette.warning,
    info: palette.info,
    success: palette.success,
    focus: palette.focus,
  },
  font: { body: '"Inter", system-ui, sans-serif' },
});
