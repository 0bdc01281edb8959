import { useSyncExternalStore } from 'react';
import { smallOnly } from '../../theme/tokens.ts';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(smallOnly);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True below the 768 px breakpoint of SPEC.md §2 (false when rendered without a window). */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(smallOnly).matches,
    () => false,
  );
}
