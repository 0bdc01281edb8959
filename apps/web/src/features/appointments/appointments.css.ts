import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const body = style({ margin: `0 0 ${tokens.space.lg}`, lineHeight: 1.5 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${tokens.space.sm} ${tokens.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontWeight: 600 });

export const definition = style({ margin: 0 });

export const error = style({ color: vars.color.danger, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
