import { style } from '@vanilla-extract/css';

export const name = style({ flex: '1 1 12rem', fontWeight: 600 });
export const up = style({ transform: 'rotate(180deg)' });
