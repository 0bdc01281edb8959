import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { fontSizes } from '../../theme/tokens.ts';

/** The live region under the button: empty until something was copied (or could not be). */
export const status = style({
  margin: 0,
  fontSize: fontSizes.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
