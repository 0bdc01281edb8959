import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { joinClassNames } from '../../foundations/join-class-names.ts';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css.ts';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'className'>, Sprinkles {
  /** The element to render (a list, a section, a form ...); a div by default. */
  component?: ElementType;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The base of the layout primitives, as Braid's Box: an element whose layout props are the
 * kit's sprinkles (display, flex, grid, space on the token scale, responsive by the breakpoint),
 * turned into atomic classes; every other prop goes to the element.
 */
export function Box({ component = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else attributes[key] = value;
  }
  return createElement(component, {
    ...attributes,
    className: joinClassNames(sprinkles(atoms as Sprinkles), className),
  });
}

/** The props a primitive sets itself, so its own props (space, align ...) are the only way in. */
export type LayoutBoxProps = Omit<
  BoxProps,
  | 'display'
  | 'flexDirection'
  | 'flexWrap'
  | 'gap'
  | 'alignItems'
  | 'justifyContent'
  | 'placeItems'
  | 'gridTemplateColumns'
>;
