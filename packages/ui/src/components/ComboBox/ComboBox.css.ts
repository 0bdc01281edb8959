import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { space } from '../../theme/tokens.ts';
import * as shared from '../Field/Field.css.ts';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const toggle = style([
  shared.inlineIconButton,
  { position: 'absolute', insetInlineEnd: space.xs },
]);

export const empty = style({ padding: space.md, color: vars.color.textMuted });
