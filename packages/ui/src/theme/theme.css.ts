import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { fontFamily, palette } from './tokens.ts';

/** The one theme contract: every component reads colours and the font through it. */
export const vars = createThemeContract({
  color: {
    text: null,
    textMuted: null,
    surface: null,
    surfaceSunken: null,
    surfaceRaised: null,
    border: null,
    borderStrong: null,
    accent: null,
    accentStrong: null,
    accentSoft: null,
    onAccent: null,
    danger: null,
    dangerSoft: null,
    warning: null,
    warningSoft: null,
    info: null,
    infoSoft: null,
    success: null,
    successSoft: null,
    focus: null,
    overtime: null,
    overtimeStripe: null,
    nowLine: null,
    backdrop: null,
  },
  font: { body: null },
});

/** Every text/background pair here meets WCAG AA (4.5:1); see Fondamenta/Colori. */
export const lightTheme = createTheme(vars, {
  color: {
    text: palette.ink,
    textMuted: palette.inkMuted,
    surface: palette.paper,
    surfaceSunken: palette.paperSunken,
    surfaceRaised: palette.paperRaised,
    border: palette.line,
    borderStrong: palette.lineStrong,
    accent: palette.brand,
    accentStrong: palette.brandStrong,
    accentSoft: palette.brandSoft,
    onAccent: palette.onBrand,
    danger: palette.danger,
    dangerSoft: palette.dangerSoft,
    warning: palette.warning,
    warningSoft: palette.warningSoft,
    info: palette.info,
    infoSoft: palette.infoSoft,
    success: palette.success,
    successSoft: palette.successSoft,
    focus: palette.focus,
    overtime: palette.overtime,
    overtimeStripe: palette.overtimeStripe,
    nowLine: palette.nowLine,
    backdrop: palette.backdrop,
  },
  font: { body: fontFamily },
});
