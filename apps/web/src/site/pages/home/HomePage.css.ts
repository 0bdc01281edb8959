import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agendina/ui/theme';

const { space, mediumUp } = tokens;

/** The screenshots of the app: one per row on phones, two side by side from mediumUp. */
export const shots = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [mediumUp]: { gridTemplateColumns: '1fr 1fr' } },
});

/** A trade's name in its card is the link to the trade's page. */
export const tradeLink = style({ color: vars.color.accentStrong });
