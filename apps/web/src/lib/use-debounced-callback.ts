import { useEffect, useMemo, useRef } from 'react';
import { useStableCallback } from './use-stable-callback.ts';

/** A debounced call, with a way to drop the one still waiting. */
export interface DebouncedCallback<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the call still waiting, if any (a scanned code is searched at once, not 300 ms later). */
  cancel: () => void;
}

/**
 * `fn` called once the calls have stopped for `delayMs` (the 300 ms search of SPEC.md §7), with
 * the last arguments; a call still waiting when the component leaves is dropped. For a field that
 * keeps its own text and tells its page only when typing stops: unlike useDebouncedValue, the
 * page does not render on every keystroke.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  fn: (...args: Args) => void,
  delayMs: number,
): DebouncedCallback<Args> {
  const timer = useRef<number | undefined>(undefined);
  const latest = useStableCallback(fn);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(() => {
    const call = (...args: Args) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest(...args), delayMs);
    };
    return Object.assign(call, { cancel: () => window.clearTimeout(timer.current) });
  }, [latest, delayMs]);
}
