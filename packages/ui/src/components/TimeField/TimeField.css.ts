import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';
import { dateSegment, input } from '../Field/Field.css.ts';

/** Segments look like the date picker's: one style for every date and time segment. */
export const segment = dateSegment;

export const timeInput = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    padding: `${space.sm} ${space.md}`,
    maxWidth: '120px',
  },
]);
