import { useCallback, useEffect, useRef, useState } from 'react';
import { clientSearchDebounceMs } from '@agendina/api';
import { useStableCallback } from './use-stable-callback.ts';

export interface SearchText {
  /** What the field shows: the user's text, at once. */
  text: string;
  /** A keystroke: shown at once, told to `onSettled` once typing stops. */
  type: (text: string) => void;
  /** A text put in whole (a scanned code): shown at once, and the search still waiting dropped. */
  replace: (text: string) => void;
}

/**
 * A search field that keeps its own text and tells its page only when typing stops (the 300 ms
 * search of SPEC.md §7): a keystroke renders the field alone, not the page, and a scanner's keys,
 * a few milliseconds apart, never wait for the page between them. Unlike useDebouncedValue, the
 * page holds no copy of every keystroke. A search still waiting when the field leaves is dropped.
 */
export function useSearchText(initial: string, onSettled: (text: string) => void): SearchText {
  const [text, setText] = useState(initial);
  const timer = useRef<number | undefined>(undefined);
  const settled = useStableCallback(onSettled);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const type = useCallback(
    (next: string) => {
      setText(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => settled(next), clientSearchDebounceMs);
    },
    [settled],
  );
  const replace = useCallback((next: string) => {
    window.clearTimeout(timer.current);
    setText(next);
  }, []);
  return { text, type, replace };
}
