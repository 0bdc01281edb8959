import { style } from '@vanilla-extract/css';
import { vars } from '@agendina/ui';

export const body = style({ margin: '0 0 16px', lineHeight: 1.5 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '8px',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '8px 16px',
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontWeight: 600 });

export const definition = style({ margin: 0 });

export const error = style({ color: vars.color.danger, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
