import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';
import { input } from '../Field/Field.css.ts';

// Segments look like the date picker's (one style for every date and time segment).
export { segment } from '../DatePicker/DatePicker.css.ts';

export const timeInput = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    padding: `${space.sm} ${space.md}`,
    maxWidth: '120px',
  },
]);
