import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that is the same on every render and calls the latest `fn`: a memoised child given
 * it is not drawn again because its parent made a new closure, and never calls a stale one.
 */
export function useStableCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/** The same, for an optional handler: undefined stays undefined (a child may check it). */
export function useStableOptional<Args extends unknown[]>(
  fn: ((...args: Args) => void) | undefined,
): ((...args: Args) => void) | undefined {
  const stable = useStableCallback((...args: Args) => fn?.(...args));
  return fn ? stable : undefined;
}
