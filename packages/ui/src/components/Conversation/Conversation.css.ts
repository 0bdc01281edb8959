import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';
import * as shared from '../Field/Field.css.ts';
import { flexColumn } from '../../theme/layout.ts';

export const COMPOSER_MAX_HEIGHT_PX = 120;

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...flexColumn(space.sm),
});

export const thread = style({
  padding: space.md,
  overflowY: 'auto',
  background: vars.color.surfaceSunken,
  borderRadius: radii.md,
  maxHeight: '420px',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const message = style({
  maxWidth: '75%',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radii.lg,
  fontSize: fontSizes.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  ...flexColumn(space.xxs),
  selectors: {
    '&[data-direction="INBOUND"]': {
      alignSelf: 'flex-start',
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
    },
    '&[data-direction="OUTBOUND"]': {
      alignSelf: 'flex-end',
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const meta = style({
  fontSize: fontSizes.xs,
  alignSelf: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
});
export const empty = style({
  color: vars.color.textMuted,
  fontSize: fontSizes.sm,
  textAlign: 'center',
});

export const composer = style({ display: 'flex', alignItems: 'flex-end', gap: space.sm });
export const composerField = style({ flex: 1, minWidth: 0 });
// The browser sizes the box to its text (field-sizing), so the height never depends on when a
// script measured it (before or after the font loaded); Composer.tsx measures only where the
// property is missing.
export const composerInput = style({
  resize: 'none',
  maxHeight: `${COMPOSER_MAX_HEIGHT_PX}px`,
  overflowY: 'auto',
  fieldSizing: 'content',
});

export const panel = style({
  ...flexColumn(space.lg),
  fontSize: fontSizes.sm,
  minWidth: '240px',
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
export const sectionTitle = style({
  margin: 0,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.heavy,
});
export const list = shared.definitionList;
export const term = shared.term;
export const definition = shared.definition;
