import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

/** The client's page: one card in the middle of the screen, readable on a phone. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: tokens.space.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  width: `min(${tokens.contentWidths.card}, 100%)`,
  display: 'grid',
  gap: tokens.space.lg,
  padding: tokens.space.xl,
  borderRadius: tokens.radii.lg,
  background: vars.color.surface,
  border: `${tokens.borderWidths.thin} solid ${vars.color.border}`,
});

export const title = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({ margin: 0, display: 'grid', gap: tokens.space.xs });

export const outcome = style({ margin: 0, fontWeight: 600 });
