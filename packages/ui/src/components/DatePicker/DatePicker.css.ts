import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, fontWeights, radii, space } from '../../theme/tokens.ts';
import { focusRing, input } from '../Field/Field.css.ts';
import * as shared from '../Field/Field.css.ts';
import { flexRow, spreadRow } from '../../theme/layout.ts';

export const group = style([
  input,
  {
    ...flexRow(space.xs),
    padding: `0 ${space.xs} 0 ${space.md}`,
    maxWidth: '240px',
  },
]);
export const dateInput = style({ display: 'flex', flex: 1 });
/** One look for every date and time segment (the time field uses it too). */
export const segment = shared.dateSegment;
export const dialog = style({ padding: space.md, outline: 'none' });
export const header = style({ ...spreadRow('0'), marginBottom: space.sm });
export const heading = style({
  margin: 0,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.strong,
  textTransform: 'capitalize',
});
export const grid = style({ borderCollapse: 'collapse' });
export const weekday = style({
  fontSize: fontSizes.xs,
  color: vars.color.textMuted,
  fontWeight: fontWeights.strong,
  padding: space.xs,
});
export const cell = style({
  width: '36px',
  height: '36px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radii.full,
  cursor: 'pointer',
  fontSize: fontSizes.sm,
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: fontWeights.strong,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
export const calendarButton = shared.inlineIconButton;
