import { style } from '@vanilla-extract/css';
import { tokens } from '@agendina/ui';

// The client's page is one card in the middle of the screen, as the sign-in pages are: their
// page and card serve it too.
export { card, note as muted, page } from '../access/AuthForm.css.ts';

export const title = style({ margin: 0 });

export const subtitle = style({ margin: 0, fontSize: tokens.fontSizes.lg });

export const facts = style({ margin: 0, display: 'grid', gap: tokens.space.xs });

export const outcome = style({ margin: 0, fontWeight: 600 });
