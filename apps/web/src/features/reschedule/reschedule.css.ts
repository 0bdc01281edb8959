import { style } from '@vanilla-extract/css';
import { vars } from '@agendina/ui';

export const summary = style({ margin: 0, lineHeight: 1.5 });

export const error = style({ color: vars.color.danger, margin: 0, whiteSpace: 'pre-line' });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
