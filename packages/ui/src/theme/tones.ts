import { vars } from './theme.css.ts';

/**
 * Each tone's ink on its own soft tint: a badge, a check of the wizard. One table, so a tone
 * reads the same wherever it is shown.
 */
export const toneColors = {
  neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
  info: { color: vars.color.info, background: vars.color.infoSoft },
  warning: { color: vars.color.warning, background: vars.color.warningSoft },
  success: { color: vars.color.success, background: vars.color.successSoft },
  danger: { color: vars.color.danger, background: vars.color.dangerSoft },
  accent: { color: vars.color.accent, background: vars.color.accentSoft },
} as const;
