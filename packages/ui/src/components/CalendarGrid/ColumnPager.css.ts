import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes, space } from '../../theme/tokens.ts';
import { spreadRow } from '../../theme/layout.ts';

/** The pager above a day grid: its two buttons at the ends, the hint between them. */
export const pager = style(spreadRow(space.sm));

export const pagerHint = style({
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
