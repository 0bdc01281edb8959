import type { space } from './tokens.ts';

/**
 * A layout prop for every width, or one value per condition of the sprinkles: `mobile` below the
 * breakpoint of SPEC.md §2, `desktop` from it (as Braid's responsive props).
 */
export type Responsive<T> = T | { mobile?: T; desktop?: T };

/** A step of the space scale (tokens.space). */
export type Space = keyof typeof space;

/** Maps a responsive prop's value(s) onto the values of a CSS property (e.g. 'left' to 'flex-start'). */
export function mapResponsive<T extends string | number, U>(
  value: Responsive<T>,
  map: (value: T) => U,
): Responsive<U> {
  if (typeof value !== 'object') return map(value);
  return {
    ...(value.mobile === undefined ? {} : { mobile: map(value.mobile) }),
    ...(value.desktop === undefined ? {} : { desktop: map(value.desktop) }),
  };
}

/** Horizontal alignment, in Braid's words, to flexbox's values. */
const alignToFlex = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  stretch: 'stretch',
  spaceBetween: 'space-between',
} as const;

/** Vertical alignment, in Braid's words, to flexbox's (and grid's) values. */
const alignYToFlex = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
export type Align = keyof typeof alignToFlex;
export type AlignY = keyof typeof alignYToFlex;

/** A primitive's `align` as flexbox's value(s), per width; nothing when the prop is not given. */
export function flexAlign<A extends Align>(align: Responsive<A> | undefined) {
  return align === undefined ? undefined : mapResponsive(align, (a) => alignToFlex[a]);
}

/** A primitive's `alignY` as flexbox's value(s), per width; nothing when the prop is not given. */
export function flexAlignY(alignY: Responsive<AlignY> | undefined) {
  return alignY === undefined ? undefined : mapResponsive(alignY, (a) => alignYToFlex[a]);
}
