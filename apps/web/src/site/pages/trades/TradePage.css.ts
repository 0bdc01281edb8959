import { style } from '@vanilla-extract/css';
import { tokens } from '@agendina/ui/theme';

const { space } = tokens;

/** Running text inside a section: the site's reading measure. */
export const text = style({ margin: 0, maxWidth: '72ch' });

export const list = style({
  margin: 0,
  paddingLeft: space.xl,
  display: 'grid',
  gap: space.sm,
  maxWidth: '72ch',
});
