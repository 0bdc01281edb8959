import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import {
  durations,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  space,
} from '../../theme/tokens.ts';
import { spreadRow } from '../../theme/layout.ts';

export const group = style({ display: 'grid', gap: space.sm });

export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: fontSizes.md });

export const trigger = style({
  ...spreadRow(space.md),
  width: '100%',
  padding: space.md,
  border: 'none',
  borderRadius: radii.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: fontWeights.strong,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flex: 'none',
  transition: `transform ${durations.fast}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  display: 'grid',
  gap: space.sm,
  padding: `0 ${space.md} ${space.md}`,
  color: vars.color.text,
  lineHeight: lineHeights.normal,
  selectors: {
    // A closed panel keeps hidden="until-found" (find in page opens it): the browser then hides
    // its content but not its box, so without this its bottom padding shows under the question.
    '&[hidden]': { padding: 0 },
  },
});
