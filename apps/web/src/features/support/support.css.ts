import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui';

export const paragraph = style({ margin: 0 });
export const ticketTitle = style({ margin: 0, fontSize: tokens.fontSizes.md });
export const ticketMessage = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const success = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
