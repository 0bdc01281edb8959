import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';
import * as shared from '../Field/Field.css.ts';
import { flexRow } from '../../theme/layout.ts';

export const statusRow = style({
  ...flexRow(space.sm),
  flexWrap: 'wrap',
});
export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });

export const notes = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
export const notesLabel = style({
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.strong,
  margin: 0,
});
export const notesButton = style({
  font: 'inherit',
  fontSize: fontSizes.sm,
  textAlign: 'start',
  whiteSpace: 'pre-wrap',
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: radii.md,
  padding: space.md,
  cursor: 'text',
  minHeight: '64px',
  selectors: {
    '&[data-focus-visible]': shared.focusRing,
    '&[data-hovered]': { borderColor: vars.color.accent },
  },
});
export const placeholder = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const hint = style({
  display: 'block',
  fontSize: fontSizes.xs,
  color: vars.color.textMuted,
  marginTop: space.xs,
});
export const editActions = style({ display: 'flex', gap: space.sm, justifyContent: 'flex-end' });

export const group = shared.stackList;
export const groupItem = style({
  display: 'grid',
  gridTemplateColumns: '24px 110px 1fr auto',
  alignItems: 'center',
  gap: space.sm,
  padding: space.sm,
  borderRadius: radii.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: fontSizes.sm,
});
export const order = style({
  fontWeight: fontWeights.heavy,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const time = style({ fontVariantNumeric: 'tabular-nums' });
export const operator = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: radii.full,
  border: '1px solid rgba(0,0,0,.35)',
});
export const service = style({ fontWeight: fontWeights.strong });
