import { style } from '@vanilla-extract/css';
import { tokens } from '@agendina/ui/theme';

const { space } = tokens;

/** A paragraph of running text inside a Section: the site's reading measure. */
export const text = style({ margin: 0, maxWidth: '72ch' });

/** A plain list (ul or ol) inside a Section, its items spaced like paragraphs. */
export const list = style({
  margin: 0,
  paddingLeft: space.xl,
  display: 'grid',
  gap: space.sm,
  maxWidth: '72ch',
});
