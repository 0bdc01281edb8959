import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css.ts';
import { mediumUp, radii, space } from './tokens.ts';

// Layout sprinkles with the 768 px breakpoint of SPEC.md §2: `mobile` below it, `desktop` from it.
const responsive = defineProperties({
  conditions: { mobile: {}, desktop: { '@media': mediumUp } },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid', 'block', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    // Tiles: equal columns that may shrink below their content (a long word wraps, no overflow).
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    gap: space,
    padding: space,
    paddingInline: space,
    paddingBlock: space,
    margin: space,
  },
  shorthands: { placeItems: ['alignItems', 'justifyContent'] },
});

const colours = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, accent: vars.color.accent },
    background: {
      surface: vars.color.surface,
      sunken: vars.color.surfaceSunken,
      raised: vars.color.surfaceRaised,
    },
    borderRadius: radii,
  },
});

export const sprinkles = createSprinkles(responsive, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
