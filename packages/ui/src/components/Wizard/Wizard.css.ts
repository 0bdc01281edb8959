import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { toneColors } from '../../theme/tones.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';
import * as shared from '../Field/Field.css.ts';
import { flexColumn, flexRow } from '../../theme/layout.ts';

export const shell = style({
  ...flexColumn(space.lg),
  maxWidth: '760px',
});

export const steps = style({
  display: 'flex',
  gap: space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  flexWrap: 'wrap',
});

export const step = style({
  ...flexRow(space.xs),
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.accent, fontWeight: fontWeights.heavy },
    '&[data-done]': { color: vars.color.success },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: radii.full,
  border: '2px solid currentColor',
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.heavy,
});

export const heading = style({
  margin: 0,
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.heavy,
  outline: 'none',
});
export const content = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: space.md,
});

export const checkTypes = ['error', 'warning', 'info'] as const;

export const checkList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  ...flexColumn(space.sm),
});

export const check = recipe({
  base: {
    display: 'flex',
    gap: space.sm,
    padding: space.md,
    borderRadius: radii.md,
    borderInlineStart: '4px solid currentColor',
  },
  variants: {
    type: {
      error: toneColors.danger,
      warning: toneColors.warning,
      info: toneColors.info,
    },
  },
});

/** Icon and screen-reader prefix of each check type (only errors block creation). */
export const CHECK_TYPE_META = {
  error: { icon: 'error', prefix: 'Errore' },
  warning: { icon: 'warning', prefix: 'Avviso' },
  info: { icon: 'info', prefix: 'Informazione' },
} as const;

export const checkTitle = style({ fontWeight: fontWeights.strong, fontSize: fontSizes.sm });
export const checkMessage = style({ fontSize: fontSizes.sm, color: vars.color.text, margin: 0 });

export const timeline = shared.stackList;
export const timelineItem = style({
  display: 'grid',
  gridTemplateColumns: '110px 1fr',
  alignItems: 'center',
  gap: space.sm,
  fontSize: fontSizes.sm,
});
export const timelineTrack = style({
  position: 'relative',
  height: '32px',
  background: vars.color.surfaceSunken,
  borderRadius: radii.sm,
});
export const timelineBar = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: radii.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  padding: `0 ${space.xs}`,
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.strong,
});
export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const summary = shared.definitionList;
export const term = shared.term;
export const definition = shared.definition;
export const sectionTitle = style({
  margin: 0,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.heavy,
});
