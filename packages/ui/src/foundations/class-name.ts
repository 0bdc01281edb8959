import { composeRenderProps } from 'react-aria-components';

/**
 * The kit's class first, then the consumer's `className`, which React Aria allows to be a
 * function of the render props (`({ isPressed }) => ...`). Joining strings by hand would turn
 * such a function into its source text; composeRenderProps calls it with the render props first,
 * as React Aria's starters do.
 */
export function composeClassName<U>(
  className: string | ((renderProps: U) => string) | undefined,
  base: string,
): (renderProps: U) => string {
  return composeRenderProps<string | undefined, U, string>(className, (custom) =>
    custom ? `${base} ${custom}` : base,
  );
}
