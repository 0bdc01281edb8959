import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';

export const row = style({ display: 'flex', gap: space.sm, alignItems: 'flex-start' });
export const prefix = style({ width: '96px', flexShrink: 0 });
export const number = style({ flex: 1, minWidth: 0 });
