import { recipe } from '@vanilla-extract/recipes';
import { toneColors } from '../../theme/tones.ts';
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
    tone: toneColors,
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
