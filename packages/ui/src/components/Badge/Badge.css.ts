import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';

export const badgeTones = ['neutral', 'info', 'warning', 'success', 'danger', 'accent'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radii.full,
    fontSize: fontSizes.xs,
    fontWeight: fontWeights.strong,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    border: '1px solid currentColor',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
      info: { color: vars.color.info, background: vars.color.infoSoft },
      warning: { color: vars.color.warning, background: vars.color.warningSoft },
      success: { color: vars.color.success, background: vars.color.successSoft },
      danger: { color: vars.color.danger, background: vars.color.dangerSoft },
      accent: { color: vars.color.accent, background: vars.color.accentSoft },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** Tone of each status and source (labels come from @agendina/scheduling). */
export const STATUS_TONES = {
  BOOKED: 'info',
  CONFIRMED: 'info',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'danger',
  NO_SHOW: 'danger',
  REQUESTED: 'warning',
  HELD: 'warning',
} as const satisfies Record<string, BadgeTone>;

export const SOURCE_TONES = {
  WHATSAPP_AI: 'success',
  VOICE_AI: 'accent',
  MANUAL: 'neutral',
  ONLINE: 'info',
} as const satisfies Record<string, BadgeTone>;
