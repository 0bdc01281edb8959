import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { focusRing, visuallyHidden } from '../Field/Field.css.ts';
import { box } from '../Checkbox/Checkbox.css.ts';

// The plain controls wear the kit's own classes (Field.css.ts, Button.css.ts, Checkbox.css.ts);
// these add only what React Aria's data attributes gave them: focus and hover come from the
// browser's pseudo-classes here, since no script tracks them.

/** Added to the kit's `input`: the ring on any focus, as React Aria's data-focused draws it. */
export const inputFocus = style({
  selectors: {
    '&:focus': focusRing,
    // An invalid field keeps its red border while focused, as the kit's input does.
    '&:focus:not([data-invalid])': { borderColor: vars.color.focus },
  },
});

/** The native checkbox, hidden but focusable, inside the label; the kit's box draws it. */
export const checkboxInput = style([visuallyHidden]);

/** Added to the kit's box: the ring follows the keyboard focus of the hidden input. */
export const checkboxBox = style([
  box,
  { selectors: { [`${checkboxInput}:focus-visible + &`]: focusRing } },
]);

/** Added to the kit's button recipe: keyboard ring and hover by pseudo-class. */
export const buttonStates = styleVariants({
  primary: {
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover:not(:disabled)': { background: vars.color.accentStrong },
    },
  },
  secondary: {
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    },
  },
  danger: { selectors: { '&:focus-visible': focusRing } },
});
